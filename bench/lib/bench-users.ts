import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Signs a user in for the benchmark by writing a session token the way the app does (only the
 * SHA-256 is stored), so the load needs no e-mailed code.
 */
export async function benchSession(databaseUrl: string, email: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const accessToken = randomBytes(32).toString('base64url');
    const clientId = randomBytes(12).toString('base64url');
    const hash = createHash('sha256').update(accessToken).digest('hex');
    const { rowCount } = await client.query(
      `insert into auth_tokens (user_id, client, token_hash, kind, expires_at)
       select id, $2, $3, 'session', now() + interval '1 day' from users where email = $1`,
      [email, clientId, hash],
    );
    if (rowCount !== 1) throw new Error(`no user ${email} in the bench database`);
    return { 'access-token': accessToken, client: clientId, uid: email };
  } finally {
    await client.end();
  }
}
