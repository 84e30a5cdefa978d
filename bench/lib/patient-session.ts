/** Opens a referral patient's session on the app server and answers its cookie header. */
export async function referralSession(baseUrl: string, code: string) {
  const reply = await fetch(`${baseUrl}/api/consultations/show_by_referral_code?referral_code=${code}`);
  if (!reply.ok) throw new Error(`referral code ${code} answered ${reply.status}`);
  const cookie = reply.headers.getSetCookie().find((value) => value.startsWith('session_id='));
  if (!cookie) throw new Error('no session cookie');
  return { cookie: cookie.split(';')[0] ?? '' };
}
