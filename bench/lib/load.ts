import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  /**
   * The callers taking turns, one header set each (cookies, tokens): every connection walks the
   * list, so the route serves many distinct sessions, not one cached one. One empty set by default.
   */
  callers?: Record<string, string>[];
  /** Paths taking turns the same way (the reference route's primary keys); the URL's path by default. */
  paths?: string[];
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  /** Non-2xx replies, connection errors and timeouts: any of them makes the figures meaningless. */
  failures: number;
}

const WARM_UP_SECONDS = 2;

/** Drives one route with autocannon after a short warm-up (JIT, connection pools), and keeps the figures we report. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { url, connections, durationSeconds } = options;
  const { pathname, search } = new URL(url);
  const callers = options.callers ?? [{}];
  const paths = options.paths ?? [`${pathname}${search}`];
  // Prepared once: autocannon writes each request's bytes again only when a setupRequest hook exists.
  const requests = Array.from({ length: Math.max(callers.length, paths.length) }, (_, n) => ({
    method: 'GET' as const,
    path: paths[n % paths.length]!,
    headers: callers[n % callers.length]!,
  }));
  await autocannon({ url, connections, requests, duration: Math.min(WARM_UP_SECONDS, durationSeconds) });
  const result = await autocannon({ url, connections, requests, duration: durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
