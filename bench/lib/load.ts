import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
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

/** Drives one URL with autocannon after a short warm-up (JIT, connection pools), and keeps the figures we report. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { url, connections, durationSeconds, headers = {} } = options;
  await autocannon({ url, connections, headers, duration: Math.min(WARM_UP_SECONDS, durationSeconds) });
  const result = await autocannon({ url, connections, headers, duration: durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
