import { describe, expect, it } from 'vitest';
import {
  type EventTimingEntry,
  interactionLatencies,
  summarizeTapRuns,
  tapLatencies,
} from './interactions.ts';
import { median } from './stats.ts';

const entry = (
  interactionId: number,
  name: string,
  startTime: number,
  duration: number,
): EventTimingEntry => ({
  interactionId,
  name,
  startTime,
  duration,
});

describe('interaction latencies from Event Timing entries', () => {
  it("is each interaction's longest entry, grouped by interactionId, without the non-interactions", () => {
    const entries = [
      entry(7, 'pointerdown', 100, 24),
      entry(7, 'pointerup', 140, 56),
      entry(7, 'click', 141, 48),
      entry(0, 'mouseover', 90, 200),
      entry(9, 'keydown', 500, 16),
    ];
    expect(interactionLatencies(entries)).toEqual([
      { startTime: 100, latencyMs: 56 },
      { startTime: 500, latencyMs: 16 },
    ]);
  });

  it('gives each tap the interactions that began in its window, and 0 to a tap under 16 ms', () => {
    const entries = [
      // The setup's tap, before any window.
      entry(1, 'click', 10, 300),
      entry(2, 'pointerdown', 110, 40),
      entry(2, 'click', 120, 88),
      entry(3, 'pointerdown', 150, 24),
      entry(4, 'click', 400, 200),
    ];
    expect(
      tapLatencies(entries, [
        { label: 'open the filter', fromMs: 100, toMs: 200 },
        { label: 'pick a brand', fromMs: 250, toMs: 300 },
        { label: 'add to cart', fromMs: 350, toMs: 450 },
      ]),
    ).toEqual([
      { label: 'open the filter', latencyMs: 88, interactions: 2 },
      { label: 'pick a brand', latencyMs: 0, interactions: 0 },
      { label: 'add to cart', latencyMs: 200, interactions: 1 },
    ]);
  });
});

describe('the runs of a scripted journey', () => {
  it("gives each tap's median and the median of each run's worst tap", () => {
    const run = (filter: number, cart: number) => [
      { label: 'open the filter', latencyMs: filter, interactions: 1 },
      { label: 'add to cart', latencyMs: cart, interactions: 1 },
    ];
    const summary = summarizeTapRuns([run(40, 120), run(0, 300), run(56, 96)], median);
    expect(summary.taps).toEqual([
      { label: 'open the filter', runsMs: [40, 0, 56], medianMs: 40 },
      { label: 'add to cart', runsMs: [120, 300, 96], medianMs: 120 },
    ]);
    expect(summary.worstRunsMs).toEqual([120, 300, 96]);
    expect(summary.worstMs).toBe(120);
  });
});
