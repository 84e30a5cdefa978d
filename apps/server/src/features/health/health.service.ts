import type { Database } from '../../db/client';
import { pingDatabase } from './health.repo';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
}

/** Liveness for load balancers: a database that does not answer degrades the app (logged, not returned). */
export async function checkHealth(deps: {
  db: Database;
  log: { error(details: object, message: string): void };
}): Promise<HealthReport> {
  try {
    await pingDatabase(deps.db);
    return { status: 'ok', database: 'up' };
  } catch (error) {
    deps.log.error({ err: error }, 'database health check failed');
    return { status: 'degraded', database: 'down' };
  }
}
