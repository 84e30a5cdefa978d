import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { signInAs } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

describe('terms of service agreement', () => {
  const t = useTestApp();
  const url = '/api/terms_of_service_agreements/me';

  it('prompts an admin-created account until it agrees', async () => {
    const { headers } = await signInAs(t.app, t.context.db, DEMO_EMAILS.supplier);
    const before = await t.app.inject({ method: 'GET', url, headers });
    expect(before.json()).toEqual({ show_terms_prompt: true, terms_accepted: false });

    const refused = await t.app.inject({ method: 'PUT', url, headers, payload: { terms_accepted: false } });
    expect(refused.statusCode).toBe(400);

    const agreed = await t.app.inject({ method: 'PUT', url, headers, payload: { terms_accepted: true } });
    expect(agreed.json()).toEqual({ show_terms_prompt: false, terms_accepted: true });
    const after = await t.app.inject({ method: 'GET', url, headers });
    expect(after.json()).toEqual({ show_terms_prompt: false, terms_accepted: true });
  });

  it('answers 401 to signed-out callers', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url, payload: { terms_accepted: true } })).statusCode).toBe(
      401,
    );
  });
});
