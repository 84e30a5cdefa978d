import type { DbOrTx } from '../../db/client';
import type { PatientSessionRow } from '../patient-session/session.repo';
import { type PlanBenefits, unitPriceTerms } from '../pricing/pricing';
import { findFeeSchedule, findSessionPlan, type PricingStatus } from './insurance.repo';

const PRICED_STATUSES = new Set(['active', 'requires_authorization']);

/** A plan as a session's reads price with it: its carrier names the fee schedule it uses. */
export interface SessionPlan extends PlanBenefits {
  carrierId: string;
}

/** The plan a status gives: none (retail) unless the payer confirmed coverage with benefits. */
export async function planOfStatus(
  db: DbOrTx,
  row: PricingStatus | null | undefined,
): Promise<SessionPlan | null> {
  if (!row || !PRICED_STATUSES.has(row.status) || !row.benefits) return null;
  return {
    active: true,
    carrierId: row.carrierId,
    allowedUnitCents: await findFeeSchedule(db, row.carrierId),
    deductibleRemainingCents: row.benefits.deductibleRemainingCents,
    coinsuranceBasisPoints: row.benefits.coinsuranceBasisPoints,
    copayCents: row.benefits.copayCents,
    outOfPocketRemainingCents: row.benefits.outOfPocketRemainingCents,
    isEstimate: !row.dmeBenefitsConfirmed,
  };
}

/**
 * The plan that prices this session: the status named by the `insurance-status-uuid` header when
 * it is this session's own (DESIGN §4), else the session's current one; none means retail. The
 * hot reads get the same status joined to their session read (`joinSessionPricingStatus`) instead.
 */
export async function planForSession(
  db: DbOrTx,
  session: PatientSessionRow,
  requestedStatusId?: string | undefined,
): Promise<SessionPlan | null> {
  const candidates = [requestedStatusId, session.insuranceStatusId].filter((id): id is string => Boolean(id));
  for (const statusId of candidates) {
    const row = await findSessionPlan(db, session.id, statusId);
    if (row) return planOfStatus(db, row);
  }
  return null;
}

/**
 * What of a plan changes a catalogue page's prices: the carrier (its fee schedule) and the terms one
 * unit's price depends on (`unitPriceTerms`). Thousands of patients of one carrier share pages
 * under this key: all whose deductible, copay and out-of-pocket remainders are equal or past the
 * schedule's largest allowed amount.
 */
export const pricesKeyOf = (plan: SessionPlan | null) => plan && [plan.carrierId, ...unitPriceTerms(plan)];
