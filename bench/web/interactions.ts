// Interaction to Next Paint from the Event Timing API: the page's PerformanceObserver (type
// 'event', durationThreshold 16) hands over each event entry; an interaction (one tap: pointerdown,
// pointerup, click) is the entries sharing an interactionId, and its latency is their longest
// duration, from the touch to the next paint after its handlers ran (web.dev/articles/inp).

/** One PerformanceEventTiming entry, as the page copied it out. */
export interface EventTimingEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}

/** A scripted tap: the page's clock (performance.now()) just before it and once its result showed. */
export interface TapWindow {
  label: string;
  fromMs: number;
  toMs: number;
}

export interface TapLatency {
  label: string;
  /** The longest interaction that began in the tap's window; 0 when none reached 16 ms. */
  latencyMs: number;
  /** Interactions of 16 ms or more that began in the window (a tap is one; 0: faster than 16 ms). */
  interactions: number;
}

/** Each interaction's latency: the longest duration of its entries, by interactionId. */
export function interactionLatencies(entries: EventTimingEntry[]) {
  const interactions = new Map<number, { startTime: number; latencyMs: number }>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const known = interactions.get(entry.interactionId);
    interactions.set(entry.interactionId, {
      startTime: Math.min(known?.startTime ?? entry.startTime, entry.startTime),
      latencyMs: Math.max(known?.latencyMs ?? 0, entry.duration),
    });
  }
  return [...interactions.values()];
}

/**
 * Each scripted tap's latency: the interactions that began inside its window belong to it (the
 * script waits for one tap's result before the next, so windows do not overlap; what happened
 * between them, such as the setup's taps, belongs to none).
 */
export function tapLatencies(entries: EventTimingEntry[], windows: TapWindow[]): TapLatency[] {
  const interactions = interactionLatencies(entries);
  return windows.map(({ label, fromMs, toMs }) => {
    const inside = interactions.filter(({ startTime }) => startTime >= fromMs && startTime <= toMs);
    return {
      label,
      latencyMs: Math.max(0, ...inside.map((interaction) => interaction.latencyMs)),
      interactions: inside.length,
    };
  });
}

export interface TapSummary {
  label: string;
  /** The tap's latency in each run, in run order. */
  runsMs: number[];
  medianMs: number;
}

/**
 * The runs of one scripted journey summed up: each tap's median over the runs, and the worst tap
 * of each run (the page's INP, which a single slow interaction decides) with its median.
 */
export function summarizeTapRuns(runs: TapLatency[][], middle: (values: number[]) => number) {
  const labels = [...new Set(runs.flatMap((run) => run.map((tap) => tap.label)))];
  const taps: TapSummary[] = labels.map((label) => {
    const runsMs = runs.map((run) => run.find((tap) => tap.label === label)?.latencyMs ?? Number.NaN);
    return { label, runsMs, medianMs: middle(runsMs) };
  });
  const worstRunsMs = runs.map((run) => Math.max(0, ...run.map((tap) => tap.latencyMs)));
  return { taps, worstRunsMs, worstMs: middle(worstRunsMs) };
}
