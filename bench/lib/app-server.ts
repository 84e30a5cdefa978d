import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { freePort, type RunningServer, startServer } from './servers.ts';

export const root = resolve(import.meta.dirname, '../..');

/**
 * PostgreSQL connections per server process, the reference's too (BENCH_POOL_SIZE, default ten
 * as the server's). Four cost the database less CPU per cart read in a probe, but under the
 * bench's mixed load a slow statement held one of four and the rest queued (docs/decisions/0071-crowd-bench.md).
 */
export const BENCH_POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 10);

let isServerBuilt = false;

/** The bundle `npm start` runs, built once per bench run from the current source. */
function buildServer() {
  if (isServerBuilt) return;
  execFileSync('npm', ['run', 'build', '-w', '@dme/server'], { cwd: root, stdio: 'inherit' });
  isServerBuilt = true;
}

/** The real server as `npm start` runs it, in production mode so rate limits and headers are real. */
export async function startAppServer(
  env: NodeJS.ProcessEnv,
  name = 'app server',
  secretKey = randomBytes(32).toString('hex'),
): Promise<RunningServer> {
  buildServer();
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return startServer({
    name,
    command: 'npm',
    args: ['run', 'start', '-w', '@dme/server'],
    cwd: root,
    port,
    env: {
      ...inherited,
      APP_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SECRET_KEY: secretKey,
      // One load generator on one address would otherwise be throttled like an abusive client.
      RATE_LIMIT_PER_MINUTE: '100000000',
      DATABASE_POOL_SIZE: String(BENCH_POOL_SIZE),
      ...env,
    },
    readyPath: '/api/health',
  });
}
