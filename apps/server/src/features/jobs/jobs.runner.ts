import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { startPollLoop } from '../../lib/poll-loop';
import { safeErrorFields } from '../../lib/safe-error-log';
import { nextRetryAt } from '../mail/retry';
import { claimDueJobs, insertJobs, markJobDone, markJobFailed } from './jobs.repo';

export { insertJobs as enqueueJobs } from './jobs.repo';

/**
 * Runs one job inside the transaction that claimed it, so its writes and the job's completion
 * commit together: a job either ran once or did not run. Throw to have it retried later.
 */
export type JobHandler = (tx: DbOrTx, payload: Record<string, unknown>, now: Date) => Promise<void>;

/** Work that recurs: one job per `everyMs` slot, created by whichever process gets there first. */
export interface PeriodicJob {
  kind: string;
  everyMs: number;
}

export interface JobRunnerDeps {
  db: Database;
  handlers: Record<string, JobHandler>;
  periodic?: readonly PeriodicJob[];
  now?: () => Date;
}

/** Creates the current slot's job of each periodic kind (idempotent across processes by its key). */
export function schedulePeriodicJobs(db: DbOrTx, periodic: readonly PeriodicJob[], now: Date) {
  return insertJobs(
    db,
    periodic.map(({ kind, everyMs }) => {
      const slot = new Date(Math.floor(now.getTime() / everyMs) * everyMs);
      return { kind, runAt: slot, dedupeKey: `${kind}:${slot.toISOString()}` };
    }),
  );
}

// A job's error message may quote values (a database error carries its parameters): keep its class.
const describeFailure = (error: unknown) => {
  const fields = safeErrorFields(error);
  return [fields.errorClass.join(' < '), fields.sqlState ?? fields.code].filter(Boolean).join(' ');
};

/** Runs up to `batchSize` due jobs; returns how many succeeded. Safe in every process at once. */
export async function runDueJobs(
  { db, handlers, periodic = [], now = () => new Date() }: JobRunnerDeps,
  batchSize = 10,
) {
  await schedulePeriodicJobs(db, periodic, now());
  return db.transaction(async (tx) => {
    const due = await claimDueJobs(tx, now(), batchSize);
    let succeeded = 0;
    for (const job of due) {
      const handler = handlers[job.kind];
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        // A savepoint: a failed job's writes are undone without aborting the batch's transaction.
        await tx.transaction((savepoint) => handler(savepoint, job.payload, now()));
        await markJobDone(tx, job.id, now());
        succeeded += 1;
      } catch (error) {
        await markJobFailed(tx, job.id, {
          error: handler ? describeFailure(error) : `no handler for ${job.kind}`,
          retryAt: handler ? nextRetryAt(job.attempts, now()) : null,
        });
      }
    }
    return succeeded;
  });
}

/** Polls the job table until stopped, beside the mail dispatcher in every server process. */
export function startJobRunner(deps: JobRunnerDeps & { intervalMs: number; log: FastifyBaseLogger }) {
  return startPollLoop(() => runDueJobs(deps), {
    intervalMs: deps.intervalMs,
    log: deps.log,
    what: 'job run',
  });
}
