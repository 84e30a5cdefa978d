/** Small cookie helpers; expiries follow spec §9 (20-year cookies, 1-day terms prompt). */
export const TWENTY_YEARS_IN_DAYS = 365 * 20;

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const match = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return match ? decodeURIComponent(match.slice(prefix.length)) : undefined;
}

export function setCookie(name: string, value: string, days: number) {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}

export function removeCookie(name: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/**
 * The browser's IANA time zone, sent to the server so dates show in the user's day (spec §9). Only
 * a new work order's dates are checked against it: reading the zone starts the browser's date
 * formatting (~20 ms on a phone), which the first visit to a public page need not pay.
 */
export function rememberTimeZone() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone && getCookie('time_zone') !== zone) setCookie('time_zone', zone, TWENTY_YEARS_IN_DAYS);
}
