import { Worker } from 'node:worker_threads';
import {
  FIRST_VISIT_WORKER,
  type FirstVisitRenderAnswer,
  type FirstVisitRenderRequest,
} from '@dme/shared/shop/first-visit';

/** A worker's heap: the app's code and one render at a time, far below the process budget (DESIGN §9). */
const WORKER_HEAP_MB = 96;

export type RenderFirstVisit = (
  request: Omit<FirstVisitRenderRequest, 'id'>,
) => Promise<FirstVisitRenderAnswer | null>;

/**
 * Runs the web build's first-visit renderer in a worker thread: a render (tens of milliseconds of
 * the app's components) never holds the event loop that answers the API, and the browser objects
 * the app's modules expect (build/ssr-globals.ts) exist only in the worker. Started on the first
 * render; a worker that dies is replaced on the next one. A render that takes longer than
 * `timeoutMs` (a queue of first visits) answers null, and the page is sent without its markup.
 */
export function firstVisitRenderer(rendererFile: string, { timeoutMs }: { timeoutMs: number }) {
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<number, (answer: FirstVisitRenderAnswer | null) => void>();

  const answerAll = (answer: null) => {
    for (const settle of waiting.values()) settle(answer);
    waiting.clear();
  };

  function started() {
    if (worker) return worker;
    const started = new Worker(rendererFile, {
      workerData: FIRST_VISIT_WORKER,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    started.unref();
    started.on('message', (answer: FirstVisitRenderAnswer) => {
      waiting.get(answer.id)?.(answer);
      waiting.delete(answer.id);
    });
    const replace = () => {
      if (worker === started) worker = undefined;
      answerAll(null);
    };
    started.on('error', replace);
    started.on('exit', replace);
    worker = started;
    return started;
  }

  const render: RenderFirstVisit = (request) =>
    new Promise((resolve) => {
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
    });

  return {
    render,
    async close() {
      await worker?.terminate();
    },
  };
}
