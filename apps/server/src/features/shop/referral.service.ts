import { REFERRAL_MESSAGES } from '@dme/shared/shop/api';
import { isWellFormedReferralCode, normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import { LOOKUP_LIMITS, throttledLookup } from '../../lib/lookup-throttle';
import type { AuthContext } from '../../plugins/auth';
import { type AuditEntry, recordAudit } from '../audit/audit.repo';
import { findOpenCart } from '../cart/cart.repo';
import type { PatientSessionRow } from '../patient-session/session.repo';
import { findWorkOrderIdByReferralCode } from '../work-orders/work-orders.repo';
import { findPatientConsultation } from './patient-consultation';
import { abandonOpenCarts, openCartForWorkOrder } from './referral.repo';

/**
 * Opens the patient's personalised shop: the work order becomes the session's, with a fresh
 * cart. The code the session already holds (the referral link reopened, the code typed again)
 * keeps the session's open cart and onboarding answers: only another work order starts afresh.
 * Unknown codes count against the caller's address and session. The code is no proof of who holds
 * it: the reply masks the patient's e-mail and phone unless this browser (or the signed-in patient)
 * has proven them (`hasProvenContact`).
 */
export async function useReferralCode(
  db: Database,
  session: PatientSessionRow,
  input: {
    code: string;
    ipAddress: string;
    auth: AuthContext | null;
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

  const audit: AuditEntry = {
    actorUserId: null,
    sessionId: session.id,
    action: 'referral_code.used',
    subjectType: 'consultation',
    subjectId: consultationId,
    ipAddress: input.ipAddress,
  };
  // The work order's view does not depend on the session's cart: read it meanwhile.
  const [view] = await Promise.all([
    findPatientConsultation(db, consultationId, { session, auth: input.auth }),
    db.transaction(async (tx) => {
      const isSameWorkOrder = session.consultationId === consultationId;
      if (isSameWorkOrder && (await findOpenCart(tx, session.cartId, session.id))) {
        await recordAudit(tx, audit);
        return;
      }
      await abandonOpenCarts(tx, session.id);
      await openCartForWorkOrder(tx, {
        sessionId: session.id,
        consultationId,
        resetAnswers: !isSameWorkOrder,
        audit,
      });
    }),
  ]);
  if (!view) throw notFound(REFERRAL_MESSAGES.notFound);
  return view;
}
