import type { EligibilityFailureItem } from '@dme/shared/insurance/api';
import { INSURANCE_ERROR_TYPES } from '@dme/shared/insurance/api';
import type { EligibilityFailureKind } from '@dme/shared/insurance/eligibility';
import { checkDetailsMessage, INSURANCE_MESSAGES } from '@dme/shared/insurance/messages';
import type { EligibilityFailure } from '../../adapters/eligibility/index';
import type { Database } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { recordAccess } from '../audit/audit.repo';
import type { AuditCaller } from '../audit/audit-caller';
import { enqueueMail } from '../mail/mail.service';
import { pageMeta, withTotal } from '../operations/pages';
import {
  claimEligibilityAlert,
  findEligibilityFailurePage,
  insertEligibilityFailure,
} from './eligibility-failure.repo';

const HOUR_MS = 3_600_000;

interface FailedCheck {
  sessionId: string;
  carrier: { id: string; name: string; payerId: string | null };
  failure: EligibilityFailure;
  adapter: string;
}

/** The alert's text: what operations need to act, no PHI (no member, name or birth date). */
function alertMail(check: FailedCheck, supportEmail: string) {
  const { carrier, failure } = check;
  return {
    to: supportEmail,
    subject: `Eligibility checks fail on our side: ${carrier.name}`,
    text: [
      `Eligibility checks with ${carrier.name} (payer id ${carrier.payerId ?? 'none'}) cannot be made because of our own set-up; patients are told we could not check their plan and are offered the contact request.`,
      '',
      `What the clearinghouse answered: ${failure.reason}`,
      `Codes: ${failure.codes.join(', ') || 'none'}`,
      `HTTP status: ${failure.httpStatus ?? 'no answer'}`,
      `Adapter: ${check.adapter}`,
      '',
      'Every failed check is listed at GET /api/ops/eligibility_failures. This alert is sent at most once an hour for this carrier and reason.',
    ].join('\n'),
  };
}

/**
 * Keeps a check that gave no answer for operations (issue 47), in one transaction: the failure row
 * (PHI-free), the audit row of the patient's check, and, for a failure of our own set-up, the first
 * alert of the hour for that carrier and reason.
 */
export async function recordEligibilityFailure(
  db: Database,
  check: FailedCheck,
  options: { supportEmail: string; caller: AuditCaller; now?: Date },
) {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const row = await insertEligibilityFailure(tx, {
      sessionId: check.sessionId,
      carrierId: check.carrier.id,
      kind: check.failure.kind,
      reason: check.failure.reason,
      codes: check.failure.codes,
      httpStatus: check.failure.httpStatus,
      adapter: check.adapter,
      createdAt: now,
    });
    await recordAccess(tx, options.caller, {
      action: `insurance.check_failed.${check.failure.kind}`,
      subjectType: 'eligibility_failure',
      subjectId: row.id,
    });
    if (check.failure.kind !== 'not_checkable') return;
    const key = `${check.carrier.id}:${[...check.failure.codes].sort().join(',')}`;
    const windowStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    if (await claimEligibilityAlert(tx, key, windowStart))
      await enqueueMail(tx, [alertMail(check, options.supportEmail)]);
  });
}

const MESSAGE_OF: Record<EligibilityFailureKind, (failure: EligibilityFailure) => DomainError> = {
  check_details: (failure) =>
    new DomainError('unprocessable', checkDetailsMessage(failure.fields), {
      type: INSURANCE_ERROR_TYPES.healthPlan,
    }),
  payer_unavailable: () =>
    new DomainError('unprocessable', INSURANCE_MESSAGES.payerUnavailable, {
      type: INSURANCE_ERROR_TYPES.payerUnavailable,
    }),
  not_checkable: () =>
    new DomainError('unprocessable', INSURANCE_MESSAGES.checkUnavailable, {
      type: INSURANCE_ERROR_TYPES.checkUnavailable,
    }),
};

/** What the patient is told of a failure: a 422 of the class's type, never a 5xx, never "inactive". */
export const failureRefusal = (failure: EligibilityFailure) => MESSAGE_OF[failure.kind](failure);

/** The console's page of failed checks: PHI-free, so read without an audit row. */
export async function listEligibilityFailures(
  db: Database,
  query: { kind?: EligibilityFailureKind | undefined; page?: number | undefined },
): Promise<{ data: EligibilityFailureItem[]; meta: ReturnType<typeof pageMeta> }> {
  const { rows, total } = withTotal(await findEligibilityFailurePage(db, query));
  return {
    data: rows.map(({ id, total: _, createdAt, ...row }) => ({
      uuid: id,
      ...row,
      createdAt: new Date(createdAt).toISOString(),
    })),
    meta: pageMeta(total, query.page),
  };
}
