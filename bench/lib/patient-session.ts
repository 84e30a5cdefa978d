/** Opens a referral patient's session on the app server and answers its cookie header. */
export async function referralSession(baseUrl: string, code: string) {
  const reply = await fetch(`${baseUrl}/api/consultations/show_by_referral_code?referral_code=${code}`);
  if (!reply.ok) throw new Error(`referral code ${code} answered ${reply.status}`);
  const cookie = reply.headers.getSetCookie().find((value) => value.startsWith('session_id='));
  if (!cookie) throw new Error('no session cookie');
  return { cookie: cookie.split(';')[0] ?? '' };
}

/**
 * A referral patient whose insurance the simulated payer confirmed (a member with a deductible and
 * coinsurance of its own): answers the cookie and the insurance-status header every request sends.
 */
export async function insuredSession(baseUrl: string, code: string) {
  const headers: Record<string, string> = await referralSession(baseUrl, code);
  const carriers = (await (await fetch(`${baseUrl}/api/insurance_carriers`, { headers })).json()) as {
    uuid: string;
    name: string;
  }[];
  const carrier = carriers.find((candidate) => candidate.name === 'Aetna') ?? carriers[0];
  const reply = await fetch(`${baseUrl}/api/insurance_statuses`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      carrier: carrier?.uuid,
      member_id: 'BENCH-INSURED-1',
      first_name: 'Bench',
      last_name: 'Patient',
      patient_birth_date: '1985-04-12',
    }),
  });
  if (!reply.ok) throw new Error(`the eligibility check answered ${reply.status}`);
  return { ...headers, 'insurance-status-uuid': ((await reply.json()) as { uuid: string }).uuid };
}
