import type { FastifyBaseLogger } from 'fastify';
import type { EligibilityChecker, PriorAuthAnswer } from '../../adapters/eligibility/index';
import type { Database } from '../../db/client';
import { beforeDeadline, mapWithConcurrency } from '../../lib/concurrency';
import type { AuthContext } from '../../plugins/auth';
import { recordAudits } from '../audit/audit.repo';
import { notifyPriorAuthDecided } from '../notifications/notifications.service';
import {
  findPriorAuthCheckCandidates,
  type PriorAuthCheckCandidate,
  recordPriorAuthChecks,
} from './prior-auth.repo';
import {
  PRIOR_AUTH_CHECKS_PER_LOAD,
  PRIOR_AUTH_CONCURRENCY,
  PRIOR_AUTH_REFRESH_TIMEOUT_MS,
  priorAuthChange,
  priorAuthRecheckCutoff,
} from './prior-auth-rules';
import { providerIdOf } from './work-orders.service';

export interface PriorAuthRefreshDeps {
  db: Database;
  eligibility: EligibilityChecker;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const toInquiry = (candidate: PriorAuthCheckCandidate) => ({
  payerId: candidate.payerId,
  carrierName: candidate.carrierName,
  memberId: candidate.memberId,
  firstName: candidate.firstName,
  lastName: candidate.lastName,
  birthDate: candidate.birthDate,
  hcpcsCodes: candidate.hcpcsCodes,
  referenceNumber: candidate.priorAuthReference,
  requestedAt: candidate.orderedAt,
});

/**
 * Asks the payer for the current status of the caller's open prior authorisations that are due a
 * check (DESIGN §5, `check_prior_auth_statuses=true`) and stores what changed, audited, telling
 * the patient of a decision. Bounded per call and in time; a payer that fails or is slow leaves the
 * stored status and never fails the caller.
 */
export async function refreshPriorAuthStatuses(
  { db, eligibility, log }: PriorAuthRefreshDeps,
  auth: AuthContext,
  now = new Date(),
) {
  const candidates = await findPriorAuthCheckCandidates(db, providerIdOf(auth), {
    checkedBefore: priorAuthRecheckCutoff(now),
    limit: PRIOR_AUTH_CHECKS_PER_LOAD,
  });
  if (candidates.length === 0) return;

  const answers = await askPayers(eligibility, log, candidates, now);

  // A failed inquiry is stamped too, so a failing payer is asked again only after the recheck interval.
  const checks = candidates.flatMap((candidate, index) => {
    const answer = answers[index];
    if (answer === undefined) return [];
    const change = answer
      ? priorAuthChange(
          { status: candidate.priorAuthStatus, referenceNumber: candidate.priorAuthReference },
          answer,
        )
      : { status: null, referenceNumber: null };
    return [
      {
        id: candidate.id,
        readStatus: candidate.priorAuthStatus,
        requestedAt: candidate.orderedAt,
        ...change,
      },
    ];
  });
  if (checks.length === 0) return;

  await db.transaction(async (tx) => {
    const stored = new Map(
      (await recordPriorAuthChecks(tx, checks, now)).map((row) => [row.id, row.priorAuthStatus]),
    );
    const changed = checks.filter((check) => check.status && stored.get(check.id) === check.status);
    await recordAudits(
      tx,
      changed.map((check) => ({
        actorUserId: auth.userId,
        action: 'work_order.prior_auth_refreshed',
        subjectType: 'consultation',
        subjectId: check.id,
        details: { from: check.readStatus, to: check.status, source: eligibility.name },
      })),
    );
    // The patient hears of a payer's decision however it arrived (decision 0118).
    for (const check of changed) if (check.status) await notifyPriorAuthDecided(tx, check.id, check.status);
  });
}

/**
 * The payers' answers, in the candidates' order: null where the payer failed or was too slow,
 * undefined where the deadline came before the inquiry started.
 */
function askPayers(
  eligibility: EligibilityChecker,
  log: PriorAuthRefreshDeps['log'],
  candidates: PriorAuthCheckCandidate[],
  now: Date,
) {
  const deadline = AbortSignal.timeout(PRIOR_AUTH_REFRESH_TIMEOUT_MS);
  return mapWithConcurrency(
    candidates,
    PRIOR_AUTH_CONCURRENCY,
    deadline,
    async (candidate): Promise<PriorAuthAnswer | null> => {
      try {
        return await beforeDeadline(
          eligibility.checkPriorAuth(toInquiry(candidate), { now, signal: deadline }),
          deadline,
        );
      } catch (error) {
        // The work order's id only: the inquiry itself is PHI.
        log.warn(
          {
            consultationId: candidate.id,
            adapter: eligibility.name,
            error: error instanceof Error ? `${error.name}: ${error.message}` : typeof error,
          },
          'prior-auth status check failed; the stored status stays',
        );
        return null;
      }
    },
  );
}
