/** Query values that must never leave the browser: referral codes, tokens, capabilities, contact data. */
const SENSITIVE_PARAMS = new Set([
  'referral_code',
  'code',
  'fulfillment',
  'access-token',
  'client',
  'uid',
  'expiry',
  'user_data',
  'return_url',
  'email',
]);

export const MASK = '[masked]';

/**
 * The URL as analytics may see it: every sensitive query value masked (spec §9: the referral_code
 * query value is masked), and any value that is not a campaign tag masked too, since a search or
 * a filter can describe a patient's condition.
 */
export function maskUrlForAnalytics(href: string): string {
  const url = new URL(href);
  for (const key of new Set(url.searchParams.keys())) {
    const keep = key.startsWith('utm_') && !SENSITIVE_PARAMS.has(key);
    if (!keep) {
      const count = url.searchParams.getAll(key).length;
      url.searchParams.delete(key);
      for (let i = 0; i < count; i += 1) url.searchParams.append(key, MASK);
    }
  }
  url.hash = '';
  return url.toString().replace(/%5Bmasked%5D/g, MASK);
}
