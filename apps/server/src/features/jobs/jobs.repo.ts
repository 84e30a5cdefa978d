import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema/index';

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** When to run it (now by default). */
  runAt?: Date;
  /** Makes the insert idempotent: a second job with the same key is not created. */
  dedupeKey?: string;
}

/** Enqueues jobs in the caller's transaction; returns how many were new. */
export async function insertJobs(db: DbOrTx, newJobs: NewJob[]) {
  if (newJobs.length === 0) return 0;
  const inserted = await db
    .insert(jobs)
    .values(
      newJobs.map((job) => ({
        kind: job.kind,
        payload: job.payload ?? {},
        runAt: job.runAt ?? new Date(),
        dedupeKey: job.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return inserted.length;
}

/** Locks due jobs so that several server processes never run one job twice. */
export function claimDueJobs(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)))
    .orderBy(jobs.runAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export function markJobDone(db: DbOrTx, id: string, now: Date) {
  return db
    .update(jobs)
    .set({ status: 'done', finishedAt: now, attempts: sql`${jobs.attempts} + 1`, lastError: null })
    .where(eq(jobs.id, id));
}

export function markJobFailed(db: DbOrTx, id: string, update: { error: string; retryAt: Date | null }) {
  return db
    .update(jobs)
    .set({
      status: update.retryAt ? 'pending' : 'failed',
      attempts: sql`${jobs.attempts} + 1`,
      lastError: update.error.slice(0, 1000),
      ...(update.retryAt ? { runAt: update.retryAt } : { finishedAt: sql`now()` }),
    })
    .where(eq(jobs.id, id));
}
