/**
 * Runs `work` over `items` with at most `limit` in flight, in order of the items. Once `signal` is
 * aborted no further item starts; those items are `undefined` in the result.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal,
  work: (item: T) => Promise<R>,
): Promise<(R | undefined)[]> {
  const results: (R | undefined)[] = new Array(items.length).fill(undefined);
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal.aborted) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** `work`, or a rejection with the signal's reason once it aborts: for callees that ignore the signal. */
export function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    if (signal.aborted) abort();
    // Settling after the deadline is a no-op, but the handlers keep a late rejection handled.
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
