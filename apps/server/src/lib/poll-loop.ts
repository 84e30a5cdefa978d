import type { FastifyBaseLogger } from 'fastify';
import { unavailabilityOf } from '../db/connection-errors';

/**
 * Runs `tick` every `intervalMs` until stopped, never two ticks at once in this process (other
 * processes run their own; what they share is claimed in the database). A tick that fails is
 * logged and the next one tries again: a tick that finds the database gone (its transaction rolled
 * back, so what it claimed stays due) logs the outage once, and its return once, rather than a line
 * per interval (docs/decisions/0110-database-outage-503.md). Returns the stop function.
 */
export function startPollLoop(
  tick: () => Promise<unknown>,
  options: { intervalMs: number; log: FastifyBaseLogger; what: string },
) {
  let running = false;
  let isDatabaseAway = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await tick();
      if (isDatabaseAway) options.log.info(`${options.what} resumed: the database answers again`);
      isDatabaseAway = false;
    } catch (error) {
      const unavailable = unavailabilityOf(error);
      if (!unavailable) options.log.error({ err: error }, `${options.what} failed`);
      else if (!isDatabaseAway) {
        options.log.warn(
          { err: error, unavailable },
          `${options.what} paused: the database is unavailable; retrying`,
        );
      }
      isDatabaseAway = unavailable !== undefined;
    } finally {
      running = false;
    }
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
