import { describe, expect, it } from 'vitest';
import { mainThreadCpuShare, type TraceEvent } from './main-thread-share.ts';

const threadName = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (pid: number, tid: number, durMs: number, tdurMs?: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: 1,
  dur: durMs * 1000,
  ...(tdurMs === undefined ? {} : { tdur: tdurMs * 1000 }),
});

describe("the share of its long tasks a page's main thread ran", () => {
  it("is the page renderer's long tasks' thread time over their wall time", () => {
    const events = [
      threadName(1, 1, 'CrRendererMain'),
      threadName(2, 2, 'CrRendererMain'),
      threadName(1, 3, 'Compositor'),
      // The page's renderer: the one with the most tasks.
      task(1, 1, 100, 20),
      task(1, 1, 20, 20),
      task(1, 1, 9, 1),
      task(1, 1, 5, 5),
      // Another renderer (about:blank) and another thread of the page's.
      task(2, 2, 50, 50),
      task(1, 3, 80, 80),
    ];
    expect(mainThreadCpuShare(events)).toBeCloseTo(40 / 120);
  });

  it('is unknown without thread times or without a long task', () => {
    expect(mainThreadCpuShare([threadName(1, 1, 'CrRendererMain'), task(1, 1, 30)])).toBeNull();
    expect(mainThreadCpuShare([threadName(1, 1, 'CrRendererMain'), task(1, 1, 9, 9)])).toBeNull();
    expect(mainThreadCpuShare([])).toBeNull();
  });
});
