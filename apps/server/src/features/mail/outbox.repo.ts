import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export async function insertOutboxMessages(db: DbOrTx, mails: NewMail[]) {
  if (mails.length === 0) return;
  await db.insert(outboxMessages).values(mails);
}

/** Locks due rows so that several server processes never deliver one message twice. */
export function claimDueMessages(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, now)))
    .orderBy(outboxMessages.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export function markSent(db: DbOrTx, id: string, now: Date) {
  return db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: now, attempts: sql`${outboxMessages.attempts} + 1`, lastError: null })
    .where(eq(outboxMessages.id, id));
}

export function markAttemptFailed(db: DbOrTx, id: string, update: { error: string; retryAt: Date | null }) {
  return db
    .update(outboxMessages)
    .set({
      status: update.retryAt ? 'pending' : 'failed',
      attempts: sql`${outboxMessages.attempts} + 1`,
      lastError: update.error.slice(0, 1000),
      ...(update.retryAt ? { nextAttemptAt: update.retryAt } : {}),
    })
    .where(eq(outboxMessages.id, id));
}

export function listRecentMessages(db: DbOrTx, limit: number) {
  return db
    .select({
      id: outboxMessages.id,
      to: outboxMessages.to,
      subject: outboxMessages.subject,
      text: outboxMessages.text,
      html: outboxMessages.html,
      status: outboxMessages.status,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}
