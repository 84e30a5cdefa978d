import { type AccountSession, SESSION_MESSAGES } from '@dme/shared/auth/account-settings';
import type { Database } from '../../db/client';
import { DomainError, notFound } from '../../lib/domain-error';
import { recordAudit } from '../audit/audit.repo';
import type { AccountCaller } from './account-email.service';
import { deviceLabelOf } from './device-label';
import { deleteSessionOfUser, listSessions, revokeOtherSessions } from './tokens.repo';

/** The caller's own signed-in sessions, this one first ("This device"), then by when last used. */
export async function listAccountSessions(db: Database, caller: AccountCaller, now = new Date()) {
  const rows = await listSessions(db, caller.userId, now);
  const sessions: AccountSession[] = rows.map((row) => ({
    id: row.id,
    device: deviceLabelOf(row.userAgent),
    lastUsedAt: (row.id === caller.tokenId ? now : row.lastUsedAt).toISOString(),
    signedInAt: row.createdAt.toISOString(),
    isCurrent: row.id === caller.tokenId,
  }));
  return sessions.sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
}

/**
 * Ends one of the caller's other sessions: that browser is signed out at its next request. A
 * session of another user is not found, as is one already ended; this one ends by signing out.
 */
export async function endAccountSession(db: Database, caller: AccountCaller, sessionId: string) {
  if (sessionId === caller.tokenId) throw new DomainError('unprocessable', SESSION_MESSAGES.isCurrent);
  await db.transaction(async (tx) => {
    if (!(await deleteSessionOfUser(tx, caller.userId, sessionId))) throw notFound(SESSION_MESSAGES.notFound);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'session.ended',
      subjectType: 'session',
      subjectId: sessionId,
    });
  });
}

/** Ends every session of the caller but this one. Answers how many ended. */
export async function endOtherAccountSessions(db: Database, caller: AccountCaller) {
  return db.transaction(async (tx) => {
    const ended = await revokeOtherSessions(tx, caller.userId, { tokenId: caller.tokenId }, false);
    await recordAudit(tx, { actorUserId: caller.userId, action: 'session.ended_others', details: { ended } });
    return { ended };
  });
}
