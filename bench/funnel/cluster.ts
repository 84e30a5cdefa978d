import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { root, startAppServer } from '../lib/app-server.ts';
import { freePort, type RunningServer, startServer } from '../lib/servers.ts';

export interface Cluster {
  /** The balancer's address: what the load generator talks to. */
  baseUrl: string;
  servers: RunningServer[];
  /** Highest resident set size seen per server process, in bytes, since the cluster started. */
  peakRssBytes(): number[];
  stop(): Promise<void>;
}

/** Resident set size of the largest process in a process group (the node server under npm). */
function groupRss(groupId: number): number {
  let largest = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start at the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      largest = Math.max(largest, kilobytes * 1024);
    } catch {
      // The process ended while we looked.
    }
  }
  return largest;
}

/**
 * N server processes on one PostgreSQL and one Redis behind a round-robin balancer, as the
 * README's scale-out describes: sessions live in PostgreSQL, rate-limit counters in Redis, and every
 * process runs the mail dispatcher and job claimers.
 */
export async function startCluster(options: {
  processes: number;
  databaseUrl: string;
  redisUrl: string;
}): Promise<Cluster> {
  const env = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    TRUST_PROXY: 'true',
    // The funnel's phones each have their own address; the default per-address limit stays on.
    RATE_LIMIT_PER_MINUTE: '600',
    LOG_LEVEL: 'warn',
  };
  const servers: RunningServer[] = [];
  // One at a time: every start migrates and loads the catalogue, which is idempotent but not meant
  // to race with itself on a cold database.
  const secretKey = randomBytes(32).toString('hex');
  for (let n = 1; n <= options.processes; n += 1)
    servers.push(await startAppServer(env, `app server ${n}`, secretKey));
  const port = await freePort();
  const balancer = await startServer({
    name: 'balancer',
    command: process.execPath,
    args: [
      '--import',
      'tsx',
      'bench/funnel/balancer.ts',
      String(port),
      ...servers.map((server) => new URL(server.baseUrl).port),
    ],
    cwd: root,
    port,
    env: process.env,
    readyPath: '/api/health',
  });
  const peaks = servers.map(() => 0);
  const sample = () => {
    servers.forEach((server, n) => {
      peaks[n] = Math.max(peaks[n]!, groupRss(server.pid));
    });
  };
  const sampler = setInterval(sample, 500);
  return {
    baseUrl: balancer.baseUrl,
    servers,
    peakRssBytes: () => {
      sample();
      return [...peaks];
    },
    stop: async () => {
      clearInterval(sampler);
      await balancer.stop();
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
}
