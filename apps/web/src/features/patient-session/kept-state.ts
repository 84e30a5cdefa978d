/**
 * What a page may find in localStorage that the server saw too: the copy of the referral code kept
 * beside its cookie (features/patient-session/api/referral-code.ts, spec patient §3).
 */
const COPIES_OF_COOKIES = new Set(['referralCode']);
/** What a page may find in sessionStorage that draws nothing: React Router's scroll positions. */
const SCROLL_POSITIONS = new Set(['react-router-scroll-positions']);

const keysOf = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');

/**
 * Whether this browser keeps nothing for the site that a page could read and the server could not
 * see: nothing in localStorage but copies of cookies (no signed-in session, no older browser's
 * patient state), nothing in sessionStorage but the scroll positions. Cookies the server saw: it draws a page with the
 * request's cookies, as this browser renders it (build/prerender-entry.tsx); a browser that keeps
 * more may render other markup.
 */
export function keepsNothingTheServerCannotSee(): boolean {
  try {
    return (
      keysOf(localStorage).every((key) => COPIES_OF_COOKIES.has(key)) &&
      keysOf(sessionStorage).every((key) => SCROLL_POSITIONS.has(key))
    );
  } catch {
    // Storage refused (a privacy setting): what the page would read is unknown.
    return false;
  }
}
