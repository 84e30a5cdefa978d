import { expect, type Page } from '@playwright/test';

/** The signed-in user's token headers, as the web app keeps them, to prepare data through the API. */
export async function authHeaders(page: Page): Promise<Record<string, string>> {
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-session') ?? 'null'));
  expect(session, 'a signed-in session').not.toBeNull();
  const { accessToken, client, uid } = session.credentials;
  return { 'access-token': accessToken, client, uid };
}

/** A Breast Pump work order for `name` <`email`>, created through the API as the signed-in provider: its id and code. */
export async function createWorkOrder(page: Page, name: string, email: string) {
  const headers = await authHeaders(page);
  const fresh = await page.request.get('/api/consultations/new', { headers });
  const { referral_code } = await fresh.json();
  const reply = await page.request.post('/api/consultations', {
    headers,
    data: {
      consultation: {
        referral_code,
        patient_name: name,
        patient_dob: '1990-01-02',
        patient_email: email,
        patient_phone: '',
        provider_signature: 'Maya Okafor',
        provider_signature_date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
        provider_attestation: false,
        phone_assistance_required: false,
        hcpcs_codes: [{ code: 'E0603', icd10_codes: ['Z39.1'] }],
      },
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return { uuid: ((await reply.json()) as { uuid: string }).uuid, referralCode: referral_code as string };
}

/** Counts the browser's requests to each API path from now on. */
export function countRequests(page: Page, paths: string[]) {
  const counts = Object.fromEntries(paths.map((path) => [path, 0])) as Record<string, number>;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname in counts) counts[pathname] = (counts[pathname] ?? 0) + 1;
  });
  return counts;
}
