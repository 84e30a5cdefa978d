import dayjs from 'dayjs';

const HOUR_MS = 60 * 60_000;

/**
 * When a session was last used, as precisely as the server knows it: it writes the time with the
 * sliding expiry, at most once an hour, so anything within the hour reads "within the last hour".
 */
export function lastUsedLabel(lastUsedAt: string, isCurrent: boolean, now = new Date()) {
  if (isCurrent) return 'Active now';
  const elapsed = now.getTime() - Date.parse(lastUsedAt);
  if (elapsed < HOUR_MS) return 'Last used within the last hour';
  if (elapsed < 24 * HOUR_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return `Last used ${hours} hour${hours === 1 ? '' : 's'} ago`;
  }
  return `Last used ${dayjs(lastUsedAt).format('MM/DD/YYYY')}`;
}
