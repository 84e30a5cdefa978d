import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { carts, patientSessions } from '../../db/schema/index';
import { randomToken, sha256 } from '../../lib/secure-token';
import { EMPTY_SESSION_STATE } from '../patient-session/session.repo';

/**
 * Sign-out ends the browser's anonymous patient session too (issue 12 item 11). Its token hash is
 * retired and what it pointed at (work order, cart, insurance status, due date, account) is
 * cleared: a session's id follows from its cookie, so the old cookie may bring the row back, but
 * only empty — its open cart is set aside as well, or the one-open-cart rule would hand it back.
 * The row stays for the orders and audit entries that point at it.
 */
export async function revokePatientSession(db: DbOrTx, token: string | undefined) {
  if (!token || token.length > 100) return;
  const retired = await db
    .update(patientSessions)
    .set({
      tokenHash: `retired:${sha256(randomToken())}`,
      ...EMPTY_SESSION_STATE,
    })
    .where(eq(patientSessions.tokenHash, sha256(token)))
    .returning({ id: patientSessions.id });
  for (const { id } of retired) {
    await db
      .update(carts)
      .set({ status: 'abandoned' })
      .where(and(eq(carts.sessionId, id), eq(carts.status, 'open')));
  }
}
