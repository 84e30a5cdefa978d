import { describe, expect, it } from 'vitest';
import { percentile, percentileBetween } from './http-client.ts';

describe('a percentile over a stretch of a run', () => {
  const latencies = [40, 2, 3, 50, 4, 5];
  const endedAt = [100, 200, 300, 400, 500, 600];

  it('takes only the requests that ended in the stretch, its start included and its end not', () => {
    expect(percentileBetween(latencies, endedAt, 450, Number.POSITIVE_INFINITY, 0.99)).toBe(5);
    expect(percentileBetween(latencies, endedAt, 400, Number.POSITIVE_INFINITY, 0.99)).toBe(50);
    expect(percentileBetween(latencies, endedAt, 200, 400, 0.99)).toBe(3);
  });

  it('is the whole run’s percentile over all of it, and 0 over a stretch where nothing ended', () => {
    expect(percentileBetween(latencies, endedAt, 0, 601, 0.5)).toBe(percentile(latencies, 0.5));
    expect(percentileBetween(latencies, endedAt, 601, 700, 0.99)).toBe(0);
  });
});
