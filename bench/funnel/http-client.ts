import { Agent, request } from 'node:http';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A request the app refused or never answered, already counted under its step. */
export class StepFailed extends Error {}

/** Latencies per step, kept whole so percentiles are exact; failures counted beside them. */
export class StepRecorder {
  readonly timings = new Map<string, number[]>();
  /** When each of a step's `timings` ended (`performance.now()`), in the same order. */
  readonly endedAt = new Map<string, number[]>();
  readonly failures = new Map<string, number>();
  readonly failureSamples: string[] = [];

  record(step: string, milliseconds: number) {
    const list = this.timings.get(step) ?? [];
    list.push(milliseconds);
    this.timings.set(step, list);
    const ends = this.endedAt.get(step) ?? [];
    ends.push(performance.now());
    this.endedAt.set(step, ends);
  }

  fail(step: string, detail: string) {
    this.failures.set(step, (this.failures.get(step) ?? 0) + 1);
    if (this.failureSamples.length < 10) this.failureSamples.push(`${step}: ${detail}`);
  }
}

/**
 * One client to the app behind the balancer, over keep-alive connections like browsers behind a
 * carrier NAT: each request names its caller's address in X-Forwarded-For (the servers run with
 * TRUST_PROXY), so per-address rate limits and throttles see thousands of distinct phones.
 */
export class BenchClient {
  private readonly agent: Agent;

  constructor(
    private readonly baseUrl: URL,
    connections: number,
    private readonly recorder: StepRecorder,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: connections });
  }

  close() {
    this.agent.destroy();
  }

  /** Sends one request and records its latency under `step`; a non-2xx reply is a failure and throws. */
  async send(
    step: string,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<Reply> {
    const started = performance.now();
    try {
      const reply = await this.raw(method, path, headers, body);
      if (reply.status < 200 || reply.status >= 300)
        throw new Error(
          `${method} ${path.split('?')[0]} answered ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`,
        );
      this.recorder.record(step, performance.now() - started);
      return reply;
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      this.recorder.fail(step, detail);
      throw new StepFailed(detail);
    }
  }

  raw(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Reply> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const outgoing = request(
        new URL(path, this.baseUrl),
        {
          method,
          agent: this.agent,
          headers: {
            ...headers,
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let parsed: unknown = text;
            if ((incoming.headers['content-type'] ?? '').includes('json') && text) parsed = JSON.parse(text);
            resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: parsed });
          });
          incoming.on('error', reject);
        },
      );
      outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('timed out after 30 s')));
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }
}

/** The p-th percentile (0–1) of the `values` whose request ended in [from, to). */
export function percentileBetween(values: number[], endedAt: number[], from: number, to: number, p: number) {
  const within = values.filter((_, n) => {
    const end = endedAt[n] ?? Number.NaN;
    return end >= from && end < to;
  });
  return percentile(within, p);
}

/** The p-th percentile (0–1) of a list of milliseconds, nearest rank. */
export function percentile(values: number[], p: number) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}
