import { userDataParamSchema } from '@dme/shared/auth/sign-in';
import { camelKeys } from '@dme/shared/wire/case';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { useTestApp } from '../../test/test-app';
import { createOneTimeSignInLink } from './one-time-link.service';

describe('GET /auth/one_time_sign_in/{token}', () => {
  const t = useTestApp();

  it('signs the EHR provider in once through user_data, then is dead', async () => {
    const link = new URL(
      await createOneTimeSignInLink(t.context.db, 'http://localhost:3000', DEMO_EMAILS.ehrProvider),
    );
    const first = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(first.statusCode).toBe(302);
    const target = new URL(String(first.headers.location), 'http://localhost:3000');
    expect(target.pathname).toBe('/providers/signin');
    const encoded = target.searchParams.get('user_data') ?? '';
    const userData = userDataParamSchema.parse(
      camelKeys(JSON.parse(Buffer.from(encoded, 'base64url').toString())),
    );
    expect(userData.user).toMatchObject({ email: DEMO_EMAILS.ehrProvider, role: { isEhrProvider: true } });

    const headers = { 'access-token': userData.accessToken, client: userData.client, uid: userData.uid };
    const terms = await t.app.inject({ method: 'GET', url: '/api/terms_of_service_agreements/me', headers });
    expect(terms.statusCode).toBe(200);

    // Used: the sign-in page of the link's role says why (issue 13 item 11).
    const second = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(second.headers.location).toBe('/providers/signin?link=used');
  });

  it('sends an unknown token to the sign-in page, saying the link is not valid', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/auth/one_time_sign_in/not-a-token' });
    expect(reply.headers.location).toBe('/providers/signin?link=unknown');
  });

  it('sends an expired link of a supplier to the supplier sign-in page', async () => {
    const link = new URL(
      await createOneTimeSignInLink(
        t.context.db,
        'http://localhost:3000',
        DEMO_EMAILS.supplier,
        new Date(Date.now() - 60 * 60_000),
      ),
    );
    const reply = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(reply.headers.location).toBe('/suppliers/signin?link=expired');
  });
});
