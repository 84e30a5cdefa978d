// npm run bench: the first-visit JavaScript size and the API throughput budgets of DESIGN §9.
// Settings: BENCH_DURATION (seconds per route, default 10), BENCH_DATABASE_URL (PostgreSQL, created
// if missing), BENCH_SKIP_BUILD (measure the web app already in apps/web/dist).
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_P99_BUDGET_MS, endpoints } from './endpoints.ts';
import { benchSession } from './lib/bench-users.ts';
import { type BundleSize, measureFirstVisitJs } from './lib/bundle-size.ts';
import { ensureDatabase } from './lib/database.ts';
import { measureLatency } from './lib/latency.ts';
import { type LoadResult, runLoad } from './lib/load.ts';
import { freePort, type RunningServer, startServer } from './lib/servers.ts';
import { printTable } from './lib/table.ts';
import {
  BENCH_PROVIDER_EMAIL,
  ensureWorkOrderDataset,
  WORK_ORDER_QUERIES,
} from './lib/work-order-dataset.ts';

const root = resolve(import.meta.dirname, '..');
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const CONNECTIONS = 50;
const BUNDLE_BUDGET_BYTES = 200_000;

/** The real server as `npm start` runs it, in production mode so rate limits and headers are real. */
async function startAppServer(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return startServer({
    name: 'app server',
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
      SECRET_KEY: randomBytes(32).toString('hex'),
      // One load generator on one address would otherwise be throttled like an abusive client.
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    readyPath: '/api/health',
  });
}

async function measureBundle(): Promise<BundleSize> {
  if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build -w @dme/web', { cwd: root, stdio: 'inherit' });
  const pgliteDir = resolve(root, `data/bench-${process.pid}`);
  rmSync(pgliteDir, { recursive: true, force: true });
  const server = await startAppServer({ PGLITE_DIR: pgliteDir });
  try {
    const size = await measureFirstVisitJs(`${server.baseUrl}/`);
    if (size.files.length === 0)
      throw new Error('The first visit downloaded no JavaScript: is the web app built?');
    return size;
  } finally {
    await server.stop();
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}

interface ApiRow {
  name: string;
  load: LoadResult;
  ratio: number;
  budget: string;
  pass: boolean | null;
}

interface LatencyRow {
  name: string;
  count: number;
  p50Ms: number;
  p95Ms: number;
  pass: boolean;
}

const SEARCH_P95_BUDGET_MS = 30;

/** The provider dashboard with 20,000 of 100,000 work orders: each query's p95 (DESIGN §9). */
async function measureWorkOrderSearch(baseUrl: string): Promise<LatencyRow[]> {
  console.log('Loading the work-order dataset (100,000 work orders, 20,000 for one provider)');
  await ensureWorkOrderDataset(databaseUrl);
  const headers = await benchSession(databaseUrl, BENCH_PROVIDER_EMAIL);
  const rows: LatencyRow[] = [];
  for (const query of WORK_ORDER_QUERIES) {
    const url = `${baseUrl}/api/consultations${query ? `?${query}` : ''}`;
    await measureLatency([url], headers, 3);
    const result = await measureLatency([url], headers, 40);
    rows.push({
      name: `GET /api/consultations${query ? `?${decodeURIComponent(query)}` : ''}`,
      ...result,
      pass: result.p95Ms <= SEARCH_P95_BUDGET_MS,
    });
  }
  return rows;
}

async function measureApi(): Promise<{ api: ApiRow[]; search: LatencyRow[] }> {
  await ensureDatabase(databaseUrl);
  const referencePort = await freePort();
  const reference = await startServer({
    name: 'reference server',
    command: process.execPath,
    args: ['--import', 'tsx', 'bench/reference-server.ts'],
    cwd: root,
    port: referencePort,
    env: { ...process.env, PORT: String(referencePort), DATABASE_URL: databaseUrl },
    readyPath: '/reference/1',
  });
  const load = (url: string, headers?: Record<string, string>) =>
    runLoad({ url, headers, connections: CONNECTIONS, durationSeconds });
  try {
    console.log('Measuring the reference: bare Fastify + raw pg, one primary-key SELECT');
    const ceiling = await load(`${reference.baseUrl}/reference/42`);
    const rows: ApiRow[] = [
      { name: 'reference (Fastify + pg, PK SELECT)', load: ceiling, ratio: 1, budget: '-', pass: null },
    ];
    const app = await startAppServer({ DATABASE_URL: databaseUrl });
    try {
      for (const endpoint of endpoints) {
        console.log(`Measuring ${endpoint.name}`);
        const { headers } = (await endpoint.setup?.({ baseUrl: app.baseUrl, databaseUrl })) ?? {};
        const result = await load(`${app.baseUrl}${endpoint.path}`, headers);
        const ratio = result.requestsPerSecond / ceiling.requestsPerSecond;
        const p99Budget = endpoint.p99BudgetMs ?? DEFAULT_P99_BUDGET_MS;
        rows.push({
          name: endpoint.name,
          load: result,
          ratio,
          budget: `≥${Math.round(endpoint.budgetRatio * 100)}%, p99≤${p99Budget} ms`,
          pass: result.failures === 0 && ratio >= endpoint.budgetRatio && result.p99Ms <= p99Budget,
        });
      }
      return { api: rows, search: await measureWorkOrderSearch(app.baseUrl) };
    } finally {
      await app.stop();
    }
  } finally {
    await reference.stop();
  }
}

const kB = (bytes: number) => `${Number((bytes / 1000).toFixed(1))} kB`;
const ms = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} ms`;
const verdict = (pass: boolean | null, failures = 0) =>
  pass === null ? 'ref' : pass ? 'PASS' : failures > 0 ? `FAIL (${failures} non-2xx/errors)` : 'FAIL';

const bundle = await measureBundle();
const { api, search } = await measureApi();
const bundlePass = bundle.gzipBytes <= BUNDLE_BUDGET_BYTES;

printTable(
  'First visit to / (JavaScript, gzip)',
  ['file', 'raw', 'gzip', 'budget', 'result'],
  [
    ...bundle.files.map((file) => [new URL(file.url).pathname, kB(file.bytes), kB(file.gzipBytes), '', '']),
    ['total', '', kB(bundle.gzipBytes), `≤${kB(BUNDLE_BUDGET_BYTES)}`, verdict(bundlePass)],
  ],
);
printTable(
  `API on PostgreSQL (${CONNECTIONS} connections, ${durationSeconds} s each, ${availableParallelism()} CPUs)`,
  ['route', 'req/s', 'p50', 'p99', 'ratio', 'budget', 'result'],
  api.map((row) => [
    row.name,
    Math.round(row.load.requestsPerSecond).toLocaleString('en-US'),
    ms(row.load.p50Ms),
    ms(row.load.p99Ms),
    `${(row.ratio * 100).toFixed(1)}%`,
    row.budget,
    verdict(row.pass, row.load.failures),
  ]),
);
printTable(
  'Provider dashboard, 20,000 of 100,000 work orders (sequential requests, 40 each)',
  ['query', 'p50', 'p95', 'budget', 'result'],
  search.map((row) => [
    row.name,
    ms(row.p50Ms),
    ms(row.p95Ms),
    `p95≤${SEARCH_P95_BUDGET_MS} ms`,
    verdict(row.pass),
  ]),
);

const resultsDir = resolve(root, 'bench/.results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  resolve(resultsDir, 'latest.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      cpus: availableParallelism(),
      connections: CONNECTIONS,
      durationSeconds,
      bundle: { ...bundle, budgetBytes: BUNDLE_BUDGET_BYTES, pass: bundlePass },
      api,
      search,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nResults written to bench/.results/latest.json`);
if (!bundlePass || api.some((row) => row.pass === false) || search.some((row) => !row.pass))
  process.exitCode = 1;
