import { REFERRAL_MESSAGES } from '@dme/shared/shop/api';
import { isWellFormedReferralCode, normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carts, consultations } from '../../db/schema/index';
import { notFound } from '../../lib/domain-error';
import { LOOKUP_LIMITS, throttledLookup } from '../../lib/lookup-throttle';
import { recordAudit } from '../audit/audit.repo';
import { findOpenCart } from '../cart/cart.repo';
import type { PatientSessionRow } from '../patient-session/session.repo';
import { updateSession } from '../patient-session/session.repo';
import { findPatientConsultation } from './patient-consultation';

/**
 * Opens the patient's personalised shop: the work order becomes the session's, with a fresh
 * cart. The code the session already holds (the referral link reopened, the code typed again)
 * keeps the session's open cart and onboarding answers: only another work order starts afresh.
 * Unknown codes count against the caller's address and session.
 */
export async function useReferralCode(
  db: Database,
  session: PatientSessionRow,
  input: {
    code: string;
    ipAddress: string;
    /** Stores a session so far only read: a found code is the session's first write. */
    storeSession?: () => Promise<PatientSessionRow>;
  },
  now = new Date(),
) {
  const keys = [`ip:${input.ipAddress}`, `session:${session.id}`];
  const code = normalizeReferralCode(input.code);
  const consultation = await throttledLookup(
    db,
    LOOKUP_LIMITS.referralCode,
    keys,
    async () => {
      if (!isWellFormedReferralCode(code)) return undefined;
      const [found] = await db
        .select({ id: consultations.id })
        .from(consultations)
        .where(eq(consultations.referralCode, code))
        .limit(1);
      return found;
    },
    now,
  );
  if (!consultation) throw notFound(REFERRAL_MESSAGES.notFound);
  if (input.storeSession) session = await input.storeSession();

  await db.transaction(async (tx) => {
    const isSameWorkOrder = session.consultationId === consultation.id;
    const openCart = await findOpenCart(tx, session.cartId, session.id);
    if (!isSameWorkOrder || !openCart) {
      // The other work order's cart is set aside (never deleted: a payment may still point at it).
      await tx
        .update(carts)
        .set({ status: 'abandoned' })
        .where(and(eq(carts.sessionId, session.id), eq(carts.status, 'open')));
      const [cart] = await tx
        .insert(carts)
        .values({ sessionId: session.id, consultationId: consultation.id })
        .returning({ id: carts.id });
      await updateSession(tx, session.id, {
        consultationId: consultation.id,
        cartId: cart?.id ?? null,
        ...(isSameWorkOrder ? {} : { eligibleForMachine: null }),
      });
    }
    await recordAudit(tx, {
      actorUserId: null,
      sessionId: session.id,
      action: 'referral_code.used',
      subjectType: 'consultation',
      subjectId: consultation.id,
      ipAddress: input.ipAddress,
    });
  });
  const view = await findPatientConsultation(db, consultation.id);
  if (!view) throw notFound(REFERRAL_MESSAGES.notFound);
  return view;
}
