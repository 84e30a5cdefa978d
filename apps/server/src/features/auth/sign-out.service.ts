import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repo';
import { revokePatientSession } from './sign-out.repo';
import { deleteAuthToken } from './tokens.repo';

/**
 * GET /auth/sign_out: the browser's anonymous patient session ends — it must not stay readable
 * (insurance name, member ID) by its old cookie — and so does the caller's token, audited, in one
 * transaction. The route answers a fresh session cookie.
 */
export async function signOut(
  db: Database,
  caller: { auth: AuthContext | null; sessionToken: string | undefined; ipAddress: string },
) {
  await db.transaction(async (tx) => {
    await revokePatientSession(tx, caller.sessionToken);
    if (!caller.auth) return;
    await deleteAuthToken(tx, caller.auth.tokenId);
    await recordAudit(tx, {
      actorUserId: caller.auth.userId,
      action: 'sign_out',
      ipAddress: caller.ipAddress,
    });
  });
}
