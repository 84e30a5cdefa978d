/** A phone's own address, one per n (RFC 1918 space, as behind a carrier's NAT). */
export const phoneAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Opens a referral patient's session on the app server and answers its cookie header. `phone`
 * gives the patient an address of its own (X-Forwarded-For; the server must trust the proxy), as
 * a crowd of phones has: the code step is throttled per address.
 */
export async function referralSession(baseUrl: string, code: string, phone?: number) {
  const reply = await fetch(`${baseUrl}/api/consultations/show_by_referral_code?referral_code=${code}`, {
    headers: phone === undefined ? {} : { 'x-forwarded-for': phoneAddress(phone) },
  });
  if (!reply.ok) throw new Error(`referral code ${code} answered ${reply.status}`);
  const cookie = reply.headers.getSetCookie().find((value) => value.startsWith('session_id='));
  if (!cookie) throw new Error('no session cookie');
  return { cookie: cookie.split(';')[0] ?? '' };
}

/**
 * A referral patient whose insurance the simulated payer confirmed: answers the cookie and the
 * insurance-status header every request sends. The member ID decides the plan (the simulated payer
 * derives a deductible and coinsurance from it), so distinct IDs give the crowd distinct plans.
 */
export async function insuredSession(
  baseUrl: string,
  code: string,
  memberId = 'BENCH-INSURED-1',
  phone?: number,
) {
  const headers: Record<string, string> = await referralSession(baseUrl, code, phone);
  const carriers = (await (await fetch(`${baseUrl}/api/insurance_carriers`, { headers })).json()) as {
    uuid: string;
    name: string;
  }[];
  const carrier = carriers.find((candidate) => candidate.name === 'Aetna') ?? carriers[0];
  const reply = await fetch(`${baseUrl}/api/insurance_statuses`, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      ...(phone === undefined ? {} : { 'x-forwarded-for': phoneAddress(phone) }),
    },
    body: JSON.stringify({
      carrier: carrier?.uuid,
      member_id: memberId,
      first_name: 'Bench',
      last_name: 'Patient',
      patient_birth_date: '1985-04-12',
    }),
  });
  if (!reply.ok) throw new Error(`the eligibility check answered ${reply.status}`);
  return { ...headers, 'insurance-status-uuid': ((await reply.json()) as { uuid: string }).uuid };
}

/** `count` sessions opened by `open(n)`, a few at a time (as many phones arriving, not one). */
export async function manySessions(
  count: number,
  open: (n: number) => Promise<Record<string, string>>,
  atOnce = 8,
) {
  const sessions: Record<string, string>[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next;
      next += 1;
      sessions[n] = await open(n);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  return sessions;
}
