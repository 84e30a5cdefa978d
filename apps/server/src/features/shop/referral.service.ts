import { REFERRAL_MESSAGES } from '@dme/shared/shop/api';
import { isWellFormedReferralCode, normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import { LOOKUP_LIMITS, throttledLookup } from '../../lib/lookup-throttle';
import { recordAudit } from '../audit/audit.repo';
import { findOpenCart } from '../cart/cart.repo';
import type { PatientSessionRow } from '../patient-session/session.repo';
import { updateSession } from '../patient-session/session.repo';
import { findWorkOrderIdByReferralCode } from '../work-orders/work-orders.repo';
import { findPatientConsultation } from './patient-consultation';
import { replaceOpenCart } from './referral.repo';

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
  const consultationId = await throttledLookup(
    db,
    LOOKUP_LIMITS.referralCode,
    keys,
    async () => (isWellFormedReferralCode(code) ? findWorkOrderIdByReferralCode(db, code) : undefined),
    now,
  );
  if (!consultationId) throw notFound(REFERRAL_MESSAGES.notFound);
  if (input.storeSession) session = await input.storeSession();

  await db.transaction(async (tx) => {
    const isSameWorkOrder = session.consultationId === consultationId;
    const openCart = await findOpenCart(tx, session.cartId, session.id);
    if (!isSameWorkOrder || !openCart) {
      await updateSession(tx, session.id, {
        consultationId,
        cartId: await replaceOpenCart(tx, session.id, consultationId),
        ...(isSameWorkOrder ? {} : { eligibleForMachine: null }),
      });
    }
    await recordAudit(tx, {
      actorUserId: null,
      sessionId: session.id,
      action: 'referral_code.used',
      subjectType: 'consultation',
      subjectId: consultationId,
      ipAddress: input.ipAddress,
    });
  });
  const view = await findPatientConsultation(db, consultationId);
  if (!view) throw notFound(REFERRAL_MESSAGES.notFound);
  return view;
}
