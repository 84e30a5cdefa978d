import type { PriorAuthStatus } from '@dme/shared/work-orders/display-status';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  consultationHcpcsCodes,
  consultations,
  hcpcsCodes,
  insuranceCarriers,
  insuranceStatuses,
  orders,
} from '../../db/schema/index';
import { OPEN_PRIOR_AUTH_STATUSES } from './prior-auth-rules';

/** The carrier type of the newest order placed with insurance for the work order being updated. */
const insuredPayerType = sql`(
  select ${insuranceCarriers.carrierType} from ${orders}
  join ${insuranceStatuses} on ${insuranceStatuses.id} = ${orders.insuranceStatusId}
  join ${insuranceCarriers} on ${insuranceCarriers.id} = ${insuranceStatuses.carrierId}
  where ${orders.consultationId} = ${consultations.id}
  order by ${orders.createdAt} desc limit 1
)`;

/**
 * The only place that assigns `prior_auth_status` (this file's two statements use it): the new
 * status and, on the first move to Submitted, when the request reached the payer, whether it is
 * expedited and the payer's type (the CMS-0057-F decision clock). Any later change leaves those, so
 * a resubmission or a payer's answer never restarts the clock.
 */
function priorAuthStatusColumns(
  newStatus: SQL | PriorAuthStatus,
  submittedAt: SQL | Date,
  expedited: boolean,
) {
  const isFirst = sql`(${newStatus}::text = 'Submitted' and ${consultations.priorAuthSubmittedAt} is null)`;
  const at = submittedAt instanceof Date ? sql`${submittedAt.toISOString()}::timestamptz` : submittedAt;
  return {
    priorAuthStatus: newStatus,
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
      ...priorAuthStatusColumns(input.status, now, input.expedited),
      ...(input.payerResponseId ? { priorAuthPayerResponseId: input.payerResponseId } : {}),
    })
    .where(eq(consultations.id, consultationId));
}

/**
 * Spelled as literals, exactly as the predicate of `consultations_prior_auth_due_idx`, so the
 * planner can prove the partial index applies. Only a placed order leaves Awaiting Patient, and
 * paying without insurance clears documents_required.
 */
const OPEN_AND_ORDERED_WITH_INSURANCE = sql`${consultations.priorAuthStatus} in (${sql.raw(
  OPEN_PRIOR_AUTH_STATUSES.map((status) => `'${status}'`).join(', '),
)}) and ${consultations.displayStatus} <> 'Awaiting Patient' and ${consultations.documentsRequired}`;

/**
 * The provider's work orders due a prior-auth check, oldest-checked first, with what the payer
 * needs: the member of the newest order placed with insurance and the work order's HCPCS codes.
 */
export function findPriorAuthCheckCandidates(
  db: DbOrTx,
  providerId: string,
  options: { checkedBefore: Date; limit: number },
) {
  const insuredOrder = db
    .select({ insuranceStatusId: orders.insuranceStatusId, orderedAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.consultationId, consultations.id), isNotNull(orders.insuranceStatusId)))
    .orderBy(desc(orders.createdAt))
    .limit(1)
    .as('insured_order');
  return db
    .select({
      id: consultations.id,
      priorAuthStatus: consultations.priorAuthStatus,
      priorAuthReference: consultations.priorAuthReference,
      orderedAt: insuredOrder.orderedAt,
      payerId: insuranceCarriers.payerId,
      carrierName: insuranceCarriers.name,
      memberId: insuranceStatuses.memberId,
      firstName: insuranceStatuses.firstName,
      lastName: insuranceStatuses.lastName,
      birthDate: insuranceStatuses.birthDate,
      hcpcsCodes: sql<string[]>`array(select ${hcpcsCodes.code} from ${consultationHcpcsCodes}
        join ${hcpcsCodes} on ${hcpcsCodes.id} = ${consultationHcpcsCodes.hcpcsCodeId}
        where ${consultationHcpcsCodes.consultationId} = ${consultations.id}
        order by ${consultationHcpcsCodes.position})`,
    })
    .from(consultations)
    .innerJoinLateral(insuredOrder, sql`true`)
    .innerJoin(insuranceStatuses, eq(insuranceStatuses.id, insuredOrder.insuranceStatusId))
    .innerJoin(insuranceCarriers, eq(insuranceCarriers.id, insuranceStatuses.carrierId))
    .where(
      and(
        eq(consultations.providerId, providerId),
        OPEN_AND_ORDERED_WITH_INSURANCE,
        or(
          isNull(consultations.priorAuthCheckedAt),
          lt(consultations.priorAuthCheckedAt, options.checkedBefore),
        ),
      ),
    )
    .orderBy(sql`${consultations.priorAuthCheckedAt} asc nulls first`, asc(consultations.createdAt))
    .limit(options.limit);
}

export type PriorAuthCheckCandidate = Awaited<ReturnType<typeof findPriorAuthCheckCandidates>>[number];

/**
 * Stamps the checked work orders and writes what the payers changed, in one statement. A status is
 * written only over the one that was read, so a supplier's update made meanwhile wins. Answers the
 * stored statuses afterwards.
 */
export function recordPriorAuthChecks(
  db: DbOrTx,
  checks: {
    id: string;
    readStatus: string;
    status: string | null;
    referenceNumber: string | null;
    /** When the request reached the payer, as the inquiry named it (the insured order's date). */
    requestedAt: Date;
  }[],
  checkedAt: Date,
) {
  const statusBranches = checks.flatMap((check) =>
    check.status
      ? [
          sql`when ${consultations.id} = ${check.id} and ${consultations.priorAuthStatus} = ${check.readStatus} then ${check.status}`,
        ]
      : [],
  );
  const referenceBranches = checks.flatMap((check) =>
    check.referenceNumber ? [sql`when ${consultations.id} = ${check.id} then ${check.referenceNumber}`] : [],
  );
  const caseOf = (branches: SQL[], otherwise: SQL | AnyPgColumn) =>
    sql`case ${sql.join(branches, sql` `)} else ${otherwise} end`;
  const newStatus = caseOf(statusBranches, consultations.priorAuthStatus);
  // A payer that reports the request pended (Submitted) starts the decision clock at the request.
  const requestedAt = caseOf(
    checks.map(
      (check) =>
        sql`when ${consultations.id} = ${check.id} then ${check.requestedAt.toISOString()}::timestamptz`,
    ),
    sql`null`,
  );
  return db
    .update(consultations)
    .set({
      priorAuthCheckedAt: checkedAt,
      ...(statusBranches.length ? priorAuthStatusColumns(newStatus, requestedAt, false) : {}),
      ...(referenceBranches.length
        ? { priorAuthReference: caseOf(referenceBranches, consultations.priorAuthReference) }
        : {}),
    })
    .where(
      inArray(
        consultations.id,
        checks.map((check) => check.id),
      ),
    )
    .returning({ id: consultations.id, priorAuthStatus: consultations.priorAuthStatus });
}
