/** The fields of a Chrome trace event this module reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time, µs. */
  dur?: number;
  /** Time the thread ran on a CPU, µs. */
  tdur?: number;
  args?: { name?: string };
}

/** Lantern, Lighthouse's simulator, keeps a main-thread task as CPU work from this length on. */
const LONG_TASK_US = 10_000;

/**
 * Of the page's main-thread tasks of 10 ms or more, the share of their wall time the thread ran on a
 * CPU. Lighthouse scales those tasks' wall time to a phone, so time the thread spent waiting (for
 * the browser's other processes, for a core) counts as the page's work: near 1 the page's own work
 * is what TBT shows; far below, the host's. Lighthouse's benchmark index runs before the page loads
 * and does not see that waiting. Null when the trace has no thread times or no long task.
 */
export function mainThreadCpuShare(events: TraceEvent[]): number | null {
  const rendererMains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasksByThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.name !== 'RunTask' || !rendererMains.has(thread)) continue;
    const tasks = tasksByThread.get(thread);
    if (tasks) tasks.push(event);
    else tasksByThread.set(thread, [event]);
  }
  // The page's renderer is the busiest one (others hold about:blank and extensions' pages).
  const pageTasks = [...tasksByThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const longTasks = pageTasks.filter((task) => (task.dur ?? 0) >= LONG_TASK_US);
  if (longTasks.length === 0 || longTasks.some((task) => task.tdur === undefined)) return null;
  const sum = (key: 'dur' | 'tdur') => longTasks.reduce((total, task) => total + (task[key] ?? 0), 0);
  return sum('tdur') / sum('dur');
}
