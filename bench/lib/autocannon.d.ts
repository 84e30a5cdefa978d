// autocannon ships no types; this declares the part of its API the bench uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Each connection sends these in turn, looping; each is built once unless it has a setupRequest. */
    requests?: { method?: string; path?: string; headers?: Record<string, string> }[];
  }

  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
