import { Worker } from 'node:worker_threads';
import {
  FIRST_VISIT_WORKER,
  type FirstVisitRenderAnswer,
  type FirstVisitRenderRequest,
} from '@dme/shared/shop/first-visit';

/**
 * A worker's heap: the app's code and one render at a time. Measured: a worker adds ~55 MB to the
 * process's RSS once warm, and ~15 ms per render; it is stopped after a minute without one, so a
 * process that draws no first visit pays nothing (DESIGN §9: RSS ≤ 300 MB).
 */
const WORKER_HEAP = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 };
/**
 * Renders handed to the worker and not yet answered, late ones included (a render past its time is
 * still drawn). Past this a first visit gets the frame at once: a flood of first visits costs at
 * most this many renders' wait, never a queue that grows.
 */
const MAX_QUEUED = 8;

export type RenderFirstVisit = (
  request: Omit<FirstVisitRenderRequest, 'id'>,
) => Promise<FirstVisitRenderAnswer | null>;

/**
 * Runs the web build's first-visit renderer in a worker thread: a render (tens of milliseconds of
 * the app's components) never holds the event loop that answers the API, and the browser objects
 * the app's modules expect (build/ssr-globals.ts) exist only in the worker. Started on the first
 * render and stopped when idle; a worker that dies is replaced on the next one. A render that takes
 * longer than `timeoutMs` answers null, and the page is sent without its markup.
 */
export function firstVisitRenderer(
  rendererFile: string,
  { timeoutMs, idleStopMs = 60_000 }: { timeoutMs: number; idleStopMs?: number },
) {
  let worker: Worker | undefined;
  let idleStop: NodeJS.Timeout | undefined;
  let nextId = 1;
  let queued = 0;
  const waiting = new Map<number, (answer: FirstVisitRenderAnswer | null) => void>();

  function started() {
    if (worker) return worker;
    const started = new Worker(rendererFile, {
      workerData: FIRST_VISIT_WORKER,
      resourceLimits: WORKER_HEAP,
    });
    started.unref();
    started.on('message', (answer: FirstVisitRenderAnswer) => {
      queued -= 1;
      waiting.get(answer.id)?.(answer);
      waiting.delete(answer.id);
    });
    const replace = () => {
      if (worker !== started) return;
      worker = undefined;
      queued = 0;
      for (const settle of waiting.values()) settle(null);
      waiting.clear();
    };
    started.on('error', replace);
    started.on('exit', replace);
    worker = started;
    return started;
  }

  const render: RenderFirstVisit = (request) =>
    new Promise((resolve) => {
      if (queued >= MAX_QUEUED) return resolve(null);
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve(null);
      }, timeoutMs);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      started().postMessage({ ...request, id } satisfies FirstVisitRenderRequest);
      queued += 1;
      clearTimeout(idleStop);
      idleStop = setTimeout(() => void worker?.terminate(), idleStopMs).unref();
    });

  return {
    render,
    async close() {
      clearTimeout(idleStop);
      await worker?.terminate();
    },
  };
}
