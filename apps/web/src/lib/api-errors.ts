import { SERVICE_UNAVAILABLE } from '@dme/shared/wire/service-unavailable';
import { ApiError } from './api-client';

export const TRY_AGAIN = 'Something went wrong. Please try again.';

/**
 * A 503: the server cannot reach its database for now, or a proxy in front of it is down
 * (docs/decisions/0110-database-outage-503.md). Every form says to try again shortly instead of its
 * usual failure text; a proxy's 503 carries no text of ours, so the text is the shared one.
 */
export function unavailableMessage(error: unknown): string | undefined {
  return hasStatus(error, 503) ? SERVICE_UNAVAILABLE.message : undefined;
}

/**
 * What to tell the user about a failed request: the server's own text when it sent one, else
 * `fallback`. `when` narrows the statuses whose text is shown (the spec keeps fixed texts for some,
 * e.g. a 5xx); a 503 always says to try again shortly.
 */
export function errorMessage(
  error: unknown,
  fallback = TRY_AGAIN,
  when: (status: number) => boolean = () => true,
): string {
  const unavailable = unavailableMessage(error);
  if (unavailable) return unavailable;
  if (!(error instanceof ApiError) || !when(error.status)) return fallback;
  return error.data.error || error.data.errors?.join(' ') || fallback;
}

export const hasStatus = (error: unknown, status: number) =>
  error instanceof ApiError && error.status === status;

/** Reads a resource that may not exist yet: a 404 answers null. */
export async function nullOn404<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}
