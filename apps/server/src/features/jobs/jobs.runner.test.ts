import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle, DbOrTx } from '../../db/client';
import { jobs, messageOptOuts } from '../../db/schema/index';
import { anotherProcess } from '../../test/another-process';
import { itOnPostgres } from '../../test/races';
import { createTestDatabase } from '../../test/test-database';
import { enqueueJobs, type JobHandler, runDueJobs, schedulePeriodicJobs } from './jobs.runner';

describe('job runner', () => {
  let database: DatabaseHandle;
  let second: Awaited<ReturnType<typeof anotherProcess>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    second = await anotherProcess(database);
  });
  afterAll(async () => {
    await second.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  /** A handler that records each run in a table, so a run counts only if its transaction committed. */
  const recording: JobHandler = async (tx: DbOrTx, payload) => {
    await tx.insert(messageOptOuts).values({ channel: 'email', address: String(payload.address) });
  };
  const runs = async () => (await database.db.select().from(messageOptOuts)).map((row) => row.address).sort();

  itOnPostgres('runs each due job exactly once with two processes claiming at the same time', async () => {
    await database.db.delete(messageOptOuts);
    const addresses = Array.from({ length: 30 }, (_, i) => `job-${String(i).padStart(2, '0')}@example.com`);
    await enqueueJobs(
      database.db,
      addresses.map((address) => ({ kind: 'record', payload: { address } })),
    );
    const handlers = { record: recording };
    const drain = async (db: Database) => {
      let total = 0;
      for (let round = 0; round < 10; round += 1) total += await runDueJobs({ db, handlers }, 4);
      return total;
    };
    const counts = await Promise.all([drain(database.db), drain(second.db)]);
    expect(counts[0] + counts[1]).toBe(30);
    expect(await runs()).toEqual(addresses);
    const statuses = await database.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs);
    expect(statuses.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });

  it('does not run a job before its time', async () => {
    const now = new Date();
    await enqueueJobs(database.db, [
      { kind: 'record', payload: { address: 'later@example.com' }, runAt: new Date(now.getTime() + 60_000) },
    ]);
    expect(await runDueJobs({ db: database.db, handlers: { record: recording }, now: () => now })).toBe(0);
  });

  it('creates one job per periodic slot, however many processes schedule it', async () => {
    const now = new Date('2026-05-01T10:17:00Z');
    const periodic = [{ kind: 'scan', everyMs: 3_600_000 }];
    const created = await Promise.all([
      schedulePeriodicJobs(database.db, periodic, now),
      schedulePeriodicJobs(second.db, periodic, now),
      schedulePeriodicJobs(database.db, periodic, new Date('2026-05-01T10:59:00Z')),
    ]);
    expect(created.reduce((a, b) => a + b, 0)).toBe(1);
    const [job] = await database.db.select().from(jobs);
    expect(job).toMatchObject({ kind: 'scan', dedupeKey: 'scan:2026-05-01T10:00:00.000Z' });
    expect(job?.runAt.toISOString()).toBe('2026-05-01T10:00:00.000Z');
  });

  it('undoes a failed job’s writes, keeps the others, and retries it later without its error text', async () => {
    await database.db.delete(messageOptOuts);
    const failing: JobHandler = async (tx, payload, now) => {
      await recording(tx, payload, now);
      throw new Error(`refused ${String(payload.address)}`);
    };
    await enqueueJobs(database.db, [
      { kind: 'fail', payload: { address: 'secret-patient@example.com' } },
      { kind: 'record', payload: { address: 'kept@example.com' } },
    ]);
    const now = new Date(Date.now() + 1000);
    expect(
      await runDueJobs({ db: database.db, handlers: { record: recording, fail: failing }, now: () => now }),
    ).toBe(1);
    expect(await runs()).toEqual(['kept@example.com']);
    const [failed] = await database.db.select().from(jobs).where(eq(jobs.kind, 'fail'));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error' });
    expect(failed!.runAt.getTime()).toBeGreaterThan(now.getTime());
  });

  it('marks a job of an unknown kind failed at once', async () => {
    await enqueueJobs(database.db, [{ kind: 'nobody-handles-this' }]);
    await runDueJobs({ db: database.db, handlers: {} });
    const [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.finishedAt).not.toBeNull();
    const [{ count } = { count: 0 }] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.status, 'pending'));
    expect(count).toBe(0);
  });
});
