import type { PriorAuthStatus } from '@dme/shared/work-orders/display-status';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consultations, insuranceCarriers, insuranceStatuses, orders } from '../../db/schema/index';

/** The carrier type of the newest order placed with insurance for the work order being updated. */
const insuredPayerType = sql`(
  select ${insuranceCarriers.carrierType} from ${orders}
  join ${insuranceStatuses} on ${insuranceStatuses.id} = ${orders.insuranceStatusId}
  join ${insuranceCarriers} on ${insuranceCarriers.id} = ${insuranceStatuses.carrierId}
  where ${orders.consultationId} = ${consultations.id}
  order by ${orders.createdAt} desc limit 1
)`;

/**
 * The columns a prior-auth status change writes besides the status: the first move to Submitted
 * stamps when the request reached the payer, whether it is expedited and the payer's type (the
 * CMS-0057-F decision clock); any later change leaves them, so a resubmission or a payer's answer
 * never restarts the clock. Every writer of `prior_auth_status` spreads this into its `set`.
 */
export function priorAuthSubmissionColumns(
  newStatus: SQL | PriorAuthStatus,
  submittedAt: SQL | Date,
  expedited: boolean,
) {
  const isFirst = sql`(${newStatus}::text = 'Submitted' and ${consultations.priorAuthSubmittedAt} is null)`;
  const at = submittedAt instanceof Date ? sql`${submittedAt.toISOString()}::timestamptz` : submittedAt;
  return {
    priorAuthSubmittedAt: sql`case when ${isFirst} then ${at} else ${consultations.priorAuthSubmittedAt} end`,
    priorAuthExpedited: sql`case when ${isFirst} then ${expedited} else ${consultations.priorAuthExpedited} end`,
    priorAuthPayerType: sql`case when ${isFirst} then ${insuredPayerType} else ${consultations.priorAuthPayerType} end`,
  };
}

/**
 * The one update of a single work order's prior-authorisation status (supplier, admin command,
 * operations console): the status, the payer's response when one came, and the submission stamp.
 * Authorisation and the audit row are the caller's, in the same transaction.
 */
export async function updatePriorAuthStatus(
  tx: DbOrTx,
  consultationId: string,
  input: { status: PriorAuthStatus; payerResponseId: string | null; expedited: boolean },
  now: Date,
) {
  await tx
    .update(consultations)
    .set({
      priorAuthStatus: input.status,
      ...(input.payerResponseId ? { priorAuthPayerResponseId: input.payerResponseId } : {}),
      ...priorAuthSubmissionColumns(input.status, now, input.expedited),
    })
    .where(eq(consultations.id, consultationId));
}
