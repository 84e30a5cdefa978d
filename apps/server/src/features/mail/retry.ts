export const MAX_DELIVERY_ATTEMPTS = 8;

/**
 * When to try a failed delivery again: exponential back-off from 30 s, capped at one hour; null
 * once the attempts are used up (the row is then marked failed for an operator to look at).
 */
export function nextRetryAt(attemptsSoFar: number, now: Date): Date | null {
  const attempt = attemptsSoFar + 1;
  if (attempt >= MAX_DELIVERY_ATTEMPTS) return null;
  const delayMs = Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
  return new Date(now.getTime() + delayMs);
}
