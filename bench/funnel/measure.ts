import { benchSession } from '../lib/bench-users.ts';
import { ensureDatabase } from '../lib/database.ts';
import { seedBenchDatabase } from '../lib/seed-demo.ts';
import { printTable } from '../lib/table.ts';
import { BENCH_PROVIDER_EMAIL, ensureWorkOrderDataset } from '../lib/work-order-dataset.ts';
import { startCluster } from './cluster.ts';
import { CART_WRITE_STEPS } from './journeys.ts';
import { ensureFunnelWorkOrders } from './referral-dataset.ts';
import {
  checkSessionAcrossProcesses,
  checkSharedRateLimit,
  type FunnelResult,
  runFunnel,
} from './run-funnel.ts';

/** DESIGN §9 and issue #18's budgets for the crowd. */
export const FUNNEL_BUDGETS = {
  stepP99Ms: 100,
  cartWriteP99Ms: 50,
  rssBytes: 300 * 1024 * 1024,
  growth: 2,
  /** Below this a p99 is timer noise on a loaded 2-core machine, not a trend (docs/decisions.md). */
  growthFloorMs: 5,
  concurrentPatients: 50,
} as const;

const SIGN_IN_ATTEMPTS_PER_MINUTE = 20;

export interface FunnelReport {
  processes: number;
  small: FunnelResult;
  large: FunnelResult;
  peakRssBytes: number[];
  rateLimit: Awaited<ReturnType<typeof checkSharedRateLimit>>;
  sessionAcrossProcesses: Awaited<ReturnType<typeof checkSessionAcrossProcesses>>;
  pass: boolean;
}

export async function measureFunnel(options: {
  databaseUrl: string;
  redisUrl: string;
  processes: number;
  smallSessions?: number;
  largeSessions?: number;
}): Promise<FunnelReport> {
  const { smallSessions = 1_000, largeSessions = 10_000 } = options;
  await ensureDatabase(options.databaseUrl);
  console.log('Preparing the bench database (migrations, catalogue, demo data, 100,000 work orders)');
  await seedBenchDatabase(options.databaseUrl);
  await ensureWorkOrderDataset(options.databaseUrl);
  const referralCodes = await ensureFunnelWorkOrders(options.databaseUrl, 100);
  const staff = [
    ...(await Promise.all(
      [1, 2, 3].map(async () => ({
        role: 'provider' as const,
        headers: await benchSession(options.databaseUrl, BENCH_PROVIDER_EMAIL),
      })),
    )),
    { role: 'supplier' as const, headers: await benchSession(options.databaseUrl, 'supplier@demo.test') },
    {
      role: 'supplier' as const,
      headers: await benchSession(options.databaseUrl, 'oxygen.supplier@demo.test'),
    },
  ];
  console.log(`Starting ${options.processes} server processes behind a balancer`);
  const cluster = await startCluster(options);
  try {
    const run = (sessions: number, firstSessionIndex: number) => {
      console.log(`Funnel: ${sessions.toLocaleString('en-US')} patient sessions`);
      return runFunnel(cluster, {
        sessions,
        concurrentPatients: FUNNEL_BUDGETS.concurrentPatients,
        referralCodes,
        staff,
        firstSessionIndex,
      });
    };
    // A short warm-up (JIT, pools, plan caches), then the two crowds the growth check compares.
    await run(100, 900_000);
    const small = await run(smallSessions, 0);
    const large = await run(largeSessions, smallSessions);
    const rateLimit = await checkSharedRateLimit(cluster, SIGN_IN_ATTEMPTS_PER_MINUTE);
    const sessionAcrossProcesses = await checkSessionAcrossProcesses(cluster, 'BRS-PMP');
    const peakRssBytes = cluster.peakRssBytes();
    const report = {
      processes: options.processes,
      small,
      large,
      peakRssBytes,
      rateLimit,
      sessionAcrossProcesses,
    };
    return { ...report, pass: funnelRows(report).every((row) => row.pass) };
  } finally {
    await cluster.stop();
  }
}

interface Row {
  figure: string;
  value: string;
  budget: string;
  pass: boolean;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Every figure of the crowd with its budget: the table printed and the verdict checked. */
export function funnelRows(report: Omit<FunnelReport, 'pass'>): Row[] {
  const { small, large } = report;
  const rows: Row[] = [
    {
      figure: `funnels/s (${large.sessions.toLocaleString('en-US')} sessions)`,
      value: large.funnelsPerSecond.toFixed(1),
      budget: 'report',
      pass: true,
    },
    {
      figure: 'errors (both crowds)',
      value: String(small.failures + large.failures),
      budget: '0',
      pass: small.failures + large.failures === 0 && large.completed === large.sessions,
    },
  ];
  for (const step of large.steps) {
    if (step.count === 0) continue;
    const budget = CART_WRITE_STEPS.has(step.step) ? FUNNEL_BUDGETS.cartWriteP99Ms : FUNNEL_BUDGETS.stepP99Ms;
    rows.push({
      figure: `${step.step} p50 / p99`,
      value: `${ms(step.p50Ms)} / ${ms(step.p99Ms)}`,
      budget: `p99≤${budget} ms`,
      pass: step.p99Ms <= budget,
    });
    const before = small.steps.find((candidate) => candidate.step === step.step);
    if (before && before.count > 0)
      rows.push({
        figure: `${step.step} p99 growth`,
        value: `${ms(before.p99Ms)} → ${ms(step.p99Ms)}`,
        budget: `≤${FUNNEL_BUDGETS.growth}×`,
        pass: step.p99Ms <= FUNNEL_BUDGETS.growth * Math.max(before.p99Ms, FUNNEL_BUDGETS.growthFloorMs),
      });
  }
  report.peakRssBytes.forEach((bytes, n) => {
    rows.push({
      figure: `server ${n + 1} peak RSS`,
      value: `${Math.round(bytes / 1024 / 1024)} MB`,
      budget: '≤300 MB',
      pass: bytes > 0 && bytes <= FUNNEL_BUDGETS.rssBytes,
    });
  });
  rows.push(
    {
      figure: `rate limit across ${report.processes} processes`,
      value: `${report.rateLimit.answered} of ${report.rateLimit.attempts} sign-ins answered`,
      budget: `exactly ${report.rateLimit.limit}`,
      pass: report.rateLimit.pass,
    },
    {
      figure: 'session across processes',
      value: report.sessionAcrossProcesses.detail,
      budget: 'same cart',
      pass: report.sessionAcrossProcesses.pass,
    },
  );
  return rows;
}

export function printFunnel(report: FunnelReport) {
  printTable(
    `Funnel on PostgreSQL: ${report.processes} processes behind a balancer, ${FUNNEL_BUDGETS.concurrentPatients} patients at a time, 3 clinicians and 2 suppliers beside them`,
    ['figure', 'value', 'budget', 'result'],
    funnelRows(report).map((row) => [row.figure, row.value, row.budget, row.pass ? 'PASS' : 'FAIL']),
  );
  const samples = [...report.small.failureSamples, ...report.large.failureSamples];
  if (samples.length > 0) console.log(`\nFirst failures:\n  ${samples.slice(0, 10).join('\n  ')}`);
}
