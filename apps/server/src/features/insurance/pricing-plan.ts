import type { DbOrTx } from '../../db/client';
import type { PatientSessionRow } from '../patient-session/session.repo';
import type { PlanBenefits } from '../pricing/pricing';
import { findSessionPlan } from './insurance.repo';

const PRICED_STATUSES = new Set(['active', 'requires_authorization']);

/**
 * The plan that prices this session: the status named by the `insurance-status-uuid` header when
 * it is this session's own (DESIGN §4), else the session's current one; none means retail.
 */
export async function planForSession(
  db: DbOrTx,
  session: PatientSessionRow,
  requestedStatusId?: string | undefined,
): Promise<PlanBenefits | null> {
  const candidates = [requestedStatusId, session.insuranceStatusId].filter((id): id is string => Boolean(id));
  for (const statusId of candidates) {
    const row = await findSessionPlan(db, session.id, statusId);
    if (!row) continue;
    if (!PRICED_STATUSES.has(row.status) || !row.benefits) return null;
    return {
      active: true,
      allowedUnitCents: row.allowedUnitCents ?? {},
      ...row.benefits,
      isEstimate: !row.dmeBenefitsConfirmed,
    };
  }
  return null;
}
