import type { PriorAuthStatus } from '@dme/shared/work-orders/display-status';
import type { PriorAuthAnswer } from '../../adapters/eligibility/index';

/**
 * The statuses a payer may still change. Not Required, Approved, Rejected and Cancelled are final:
 * a new request would be a new work order. The partial index `consultations_prior_auth_due_idx`
 * repeats this list.
 */
export const OPEN_PRIOR_AUTH_STATUSES = [
  'Pending',
  'Submitted',
] as const satisfies readonly PriorAuthStatus[];

/** A work order's payer is asked at most this often, however often the dashboard is opened. */
export const PRIOR_AUTH_RECHECK_MS = 5 * 60_000;
/** Payer inquiries per dashboard load: the first page waits for them. */
export const PRIOR_AUTH_CHECKS_PER_LOAD = 10;
/** Inquiries in flight at once, so one dashboard load does not flood the clearinghouse. */
export const PRIOR_AUTH_CONCURRENCY = 4;
/** How long a dashboard load waits for payers; unanswered inquiries keep the stored status. */
export const PRIOR_AUTH_REFRESH_TIMEOUT_MS = 3_000;

/** Work orders last checked before this moment (or never) are due a check. */
export const priorAuthRecheckCutoff = (now: Date) => new Date(now.getTime() - PRIOR_AUTH_RECHECK_MS);

/**
 * What a payer's answer changes on a work order: the new status when the payer has decided
 * something other than what is stored, and a new authorisation number; null for "keep".
 */
export function priorAuthChange(
  stored: { status: string; referenceNumber: string | null },
  answer: PriorAuthAnswer,
): { status: PriorAuthStatus | null; referenceNumber: string | null } {
  return {
    status: answer.status && answer.status !== stored.status ? answer.status : null,
    referenceNumber:
      answer.referenceNumber && answer.referenceNumber !== stored.referenceNumber
        ? answer.referenceNumber
        : null,
  };
}
