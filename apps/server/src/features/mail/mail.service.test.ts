import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport, OutgoingMail } from '../../adapters/mail/index';
import type { DatabaseHandle } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';
import { itOnPostgres } from '../../test/races';
import { createTestDatabase } from '../../test/test-database';
import { dispatchDueMail, enqueueMail } from './mail.service';

describe('mail outbox dispatcher', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const recordingTransport = (fail: (mail: OutgoingMail) => boolean = () => false) => {
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = {
      name: 'recording',
      async send(mail) {
        if (fail(mail)) throw new Error('relay refused');
        sent.push(mail);
      },
    };
    return { sent, transport };
  };

  /** Two due messages in an otherwise empty outbox (the demo data queues mail of its own). */
  const queueTwo = async () => {
    await database.db.delete(outboxMessages);
    await enqueueMail(database.db, [
      { to: 'a@example.com', subject: 'One', text: '1' },
      { to: 'b@example.com', subject: 'Two', text: '2' },
    ]);
    const { sent, transport } = recordingTransport();
    return { sent, deps: { db: database.db, transport, from: 'noreply@dme.test' } };
  };

  it('delivers each due message once', async () => {
    const { sent, deps } = await queueTwo();
    expect(await dispatchDueMail(deps)).toBe(2);
    expect(sent.map((m) => m.subject).sort()).toEqual(['One', 'Two']);
    expect(sent[0]?.from).toBe('noreply@dme.test');
    expect(await dispatchDueMail(deps)).toBe(0);
  });

  itOnPostgres('delivers each due message once when two dispatchers run at the same time', async () => {
    const { sent, deps } = await queueTwo();
    const counts = await Promise.all([dispatchDueMail(deps), dispatchDueMail(deps)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(sent.map((m) => m.subject).sort()).toEqual(['One', 'Two']);
  });

  it('keeps a failed message pending with a later retry time', async () => {
    await enqueueMail(database.db, [{ to: 'c@example.com', subject: 'Three', text: '3' }]);
    // A second ahead: PostgreSQL stamps rows in microseconds, JavaScript dates only in milliseconds.
    const now = new Date(Date.now() + 1000);
    const { transport } = recordingTransport(() => true);
    await dispatchDueMail({ db: database.db, transport, from: 'x@dme.test', now: () => now });
    const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.subject, 'Three'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'relay refused' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
  });
});
