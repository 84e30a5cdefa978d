import { ApiError } from './api-client';

export const TRY_AGAIN = 'Something went wrong. Please try again.';

/**
 * What to tell the user about a failed request: the server's own text when it sent one, else
 * `fallback`. `when` narrows the statuses whose text is shown (the spec keeps fixed texts for some,
 * e.g. a 5xx).
 */
export function errorMessage(
  error: unknown,
  fallback = TRY_AGAIN,
  when: (status: number) => boolean = () => true,
): string {
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
