import { REFERRAL_MESSAGES } from '@dme/shared/shop/api';
import { isWellFormedReferralCode, normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { carts, consultations, lookupFailures } from '../../db/schema/index';
import { DomainError, notFound } from '../../lib/domain-error';
import { recordAudit } from '../audit/audit.repo';
import type { PatientSessionRow } from '../patient-session/session.repo';
import { updateSession } from '../patient-session/session.repo';
import { findPatientConsultation } from './patient-consultation';

/** DESIGN §5: 10 failed look-ups in 15 minutes per client address or session → 429. */
export const REFERRAL_THROTTLE = { maxFailures: 10, windowMs: 15 * 60_000 } as const;
const SCOPE = 'referral_code';

async function isThrottled(db: DbOrTx, keys: string[], now: Date) {
  const rows = await db
    .select({ key: lookupFailures.key, failures: count() })
    .from(lookupFailures)
    .where(
      and(
        eq(lookupFailures.scope, SCOPE),
        inArray(lookupFailures.key, keys),
        gt(lookupFailures.createdAt, new Date(now.getTime() - REFERRAL_THROTTLE.windowMs)),
      ),
    )
    .groupBy(lookupFailures.key);
  return rows.some((row) => row.failures >= REFERRAL_THROTTLE.maxFailures);
}

/**
 * Opens the patient's personalised shop: the work order becomes the session's, with a fresh
 * cart. Unknown codes count against the caller's address and session.
 */
export async function useReferralCode(
  db: Database,
  session: PatientSessionRow,
  input: { code: string; ipAddress: string },
  now = new Date(),
) {
  const keys = [`ip:${input.ipAddress}`, `session:${session.id}`];
  if (await isThrottled(db, keys, now)) throw new DomainError('throttled', REFERRAL_MESSAGES.throttled);

  const code = normalizeReferralCode(input.code);
  const [consultation] = isWellFormedReferralCode(code)
    ? await db
        .select({ id: consultations.id })
        .from(consultations)
        .where(eq(consultations.referralCode, code))
        .limit(1)
    : [];
  if (!consultation) {
    await db.insert(lookupFailures).values(keys.map((key) => ({ scope: SCOPE, key })));
    throw notFound(REFERRAL_MESSAGES.notFound);
  }

  await db.transaction(async (tx) => {
    const [cart] = await tx
      .insert(carts)
      .values({ sessionId: session.id, consultationId: consultation.id })
      .returning({ id: carts.id });
    await updateSession(tx, session.id, {
      consultationId: consultation.id,
      cartId: cart?.id ?? null,
      eligibleForMachine: null,
    });
    await recordAudit(tx, {
      actorUserId: null,
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
