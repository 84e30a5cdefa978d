import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../../adapters/mail/index';
import type { Database } from '../../db/client';
import { startPollLoop } from '../../lib/poll-loop';
import { claimDueMessages, markAttemptFailed, markSent } from './outbox.repo';
import { nextRetryAt } from './retry';

export { insertOutboxMessages as enqueueMail } from './outbox.repo';

interface DispatchDeps {
  db: Database;
  transport: MailTransport;
  from: string;
  now?: () => Date;
}

/** Delivers up to `batchSize` due messages; returns how many were delivered. */
export async function dispatchDueMail(
  { db, transport, from, now = () => new Date() }: DispatchDeps,
  batchSize = 20,
) {
  return db.transaction(async (tx) => {
    const due = await claimDueMessages(tx, now(), batchSize);
    let delivered = 0;
    for (const message of due) {
      try {
        await transport.send({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        });
        await markSent(tx, message.id, now());
        delivered += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await markAttemptFailed(tx, message.id, {
          error: reason,
          retryAt: nextRetryAt(message.attempts, now()),
        });
      }
    }
    return delivered;
  });
}

/** Polls the outbox until stopped; safe to run in every server process (rows are claimed with SKIP LOCKED). */
export function startMailDispatcher(deps: DispatchDeps & { intervalMs: number; log: FastifyBaseLogger }) {
  return startPollLoop(() => dispatchDueMail(deps), {
    intervalMs: deps.intervalMs,
    log: deps.log,
    what: 'mail dispatch',
  });
}
