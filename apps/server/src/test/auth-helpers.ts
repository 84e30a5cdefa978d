import { desc, eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { outboxMessages, providerTypes } from '../db/schema/index';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { createProviderAccount } from '../features/auth/admin.service';

export type AuthHeaders = { 'access-token': string; client: string; uid: string };

/** The 6-digit code of the newest sign-in e-mail to `email`. */
export async function latestSignInCode(db: Database, email: string) {
  const [mail] = await db
    .select({ text: outboxMessages.text })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, email))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no sign-in code was mailed to ${email}`);
  return code;
}

export const readAuthHeaders = (headers: Record<string, unknown>): AuthHeaders => ({
  'access-token': String(headers['access-token']),
  client: String(headers.client),
  uid: String(headers.uid),
});

/**
 * Signs in through the real two-step flow (password, then the e-mailed code); `headers` are the
 * browser's own (a User-Agent, say).
 */
export async function signInAs(
  app: App,
  db: Database,
  email: string,
  password = DEMO_PASSWORD,
  headers: Record<string, string> = {},
) {
  const first = await app.inject({
    method: 'POST',
    url: '/auth/sign_in',
    headers,
    payload: { email, password },
  });
  if (first.json().otp !== 'prompt') throw new Error(`sign-in did not prompt for a code: ${first.body}`);
  const otp_attempt = await latestSignInCode(db, email);
  const second = await app.inject({
    method: 'POST',
    url: '/auth/sign_in',
    headers,
    payload: { email, password, otp_attempt },
  });
  if (second.statusCode !== 200) throw new Error(`sign-in failed: ${second.body}`);
  return { headers: readAuthHeaders(second.headers), user: second.json().data, cookies: second.cookies };
}

/**
 * A provider of its own, with no work orders, signed in: a second provider for tests that create
 * orders (the EHR demo provider cannot: its orders come from its EHR, issue 49).
 */
export async function signInAsNewProvider(app: App, db: Database, email: string, npi: string) {
  const [providerType] = await db.select({ id: providerTypes.id }).from(providerTypes).limit(1);
  if (!providerType) throw new Error('load the catalogue first: no provider types');
  await createProviderAccount(db, {
    email,
    password: DEMO_PASSWORD,
    isTestAccount: true,
    provider: {
      firstName: 'Robin',
      lastName: 'Test',
      npi,
      phoneNumber: '(213) 555-0150',
      faxNumber: '(213) 555-0151',
      practiceName: 'Test Practice',
      providerTypeId: providerType.id,
      pecos: true,
      addressAttributes: { streetLine1: '1 Test Way', city: 'Los Angeles', state: 'CA', zipcode: '90017' },
    },
  });
  return signInAs(app, db, email);
}
