import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `tick` every `intervalMs` until stopped, never two ticks at once in this process (other
 * processes run their own; what they share is claimed in the database). Returns the stop function.
 */
export function startPollLoop(
  tick: () => Promise<unknown>,
  options: { intervalMs: number; log: FastifyBaseLogger; what: string },
) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await tick();
    } catch (error) {
      options.log.error({ err: error }, `${options.what} failed`);
    } finally {
      running = false;
    }
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
