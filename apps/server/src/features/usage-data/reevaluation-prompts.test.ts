import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SmsSender } from '../../adapters/sms/index';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';
import { anotherProcess } from '../../test/another-process';
import { useTestApp } from '../../test/test-app';
import { runDueJobs } from '../jobs/jobs.runner';
import { scheduledWork } from '../jobs/scheduled-work';

const unusedSms: SmsSender = {
  name: 'unused',
  send: async () => {
    throw new Error('a re-evaluation prompt sends no text');
  },
};

describe('CPAP re-evaluation prompts (LCD L33718, day 31 to day 91)', () => {
  const t = useTestApp();
  const prompts = () =>
    t.context.db.select().from(outboxMessages).where(like(outboxMessages.subject, 'CPAP re-evaluation due%'));
  const drain = async (db: Database, now: Date) => {
    const { handlers, periodic } = scheduledWork(t.context.config, unusedSms);
    for (let round = 0; round < 5; round += 1)
      await runDueJobs({ db, handlers, periodic, now: () => now }, 20);
  };

  it("prompts the work order's clinician once per therapy inside the window, from any number of processes", async () => {
    // The demo therapies started 60 (compliant) and 80 (at risk) days ago: both windows are open.
    const now = new Date();
    const second = await anotherProcess(t.database);
    try {
      await Promise.all([drain(t.context.db, now), drain(second.db, now)]);
    } finally {
      await second.close();
    }
    const sent = await prompts();
    expect(sent.map((mail) => mail.subject).sort()).toEqual([
      'CPAP re-evaluation due: work order CPA-CMP',
      'CPAP re-evaluation due: work order CPA-RSK',
    ]);
    expect(sent.every((mail) => mail.to === 'provider@demo.test')).toBe(true);
    // The clinician opens the work order for the rest: no patient name travels in the e-mail.
    expect(sent.map((mail) => mail.text).join(' ')).not.toMatch(/Daniel|Brooks|Linda|Park/);
    expect(sent[0]?.text).toMatch(/\/work_orders\/[0-9a-f-]{36}/);

    // The next day's scan, and one after the window has closed, prompt nobody again.
    await drain(t.context.db, new Date(now.getTime() + 86_400_000));
    await drain(t.context.db, new Date(now.getTime() + 40 * 86_400_000));
    expect(await prompts()).toHaveLength(2);
  });
});
