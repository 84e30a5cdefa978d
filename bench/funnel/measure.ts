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
  type Pace,
  runFunnel,
} from './run-funnel.ts';

/** DESIGN §9 and issue #18's budgets for the crowd. */
export const FUNNEL_BUDGETS = {
  stepP99Ms: 100,
  cartWriteP99Ms: 50,
  rssBytes: 300 * 1024 * 1024,
  growth: 2,
  /** Below this a p99 is timer noise on a loaded 2-core machine, not a trend (docs/decisions/0099-crowd-growth-check-like-with-like.md). */
  growthFloorMs: 5,
} as const;

/** The load generator's connections to the balancer (DESIGN §9's "50 connections"). */
const CONNECTIONS = 50;
/** Patients at a time in the capacity run. */
const CAPACITY_PATIENTS = 50;

const SIGN_IN_ATTEMPTS_PER_MINUTE = 20;

export interface FunnelReport {
  processes: number;
  capacity: FunnelResult;
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
  /** The crowd's arrival rate, patients a second (each then takes the whole funnel). */
  patientsPerSecond: number;
  /** Dashboard and fulfillment visits a second beside them, spread over the clinicians and suppliers. */
  staffVisitsPerSecond: number;
}): Promise<FunnelReport> {
  const { smallSessions = 1_000, largeSessions = 10_000, patientsPerSecond, staffVisitsPerSecond } = options;
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
    const run = (sessions: number, firstSessionIndex: number, pace: Pace, stretchSessions?: number) => {
      const how =
        pace.kind === 'capacity'
          ? `${pace.concurrentPatients} at a time, back to back`
          : `arriving ${pace.patientsPerSecond} a second`;
      console.log(`Funnel: ${sessions.toLocaleString('en-US')} patient sessions, ${how}`);
      return runFunnel(cluster, {
        sessions,
        pace,
        connections: CONNECTIONS,
        referralCodes,
        staff,
        firstSessionIndex,
        stretchSessions,
      });
    };
    const capacityPace: Pace = { kind: 'capacity', concurrentPatients: CAPACITY_PATIENTS };
    const crowdPace: Pace = { kind: 'crowd', patientsPerSecond, staffVisitsPerSecond };
    // A short warm-up (JIT, pools, plan caches), the cluster's capacity, then the two crowds the
    // growth check compares, at the same arrival rate.
    await run(100, 900_000, capacityPace);
    const capacity = await run(Math.max(1_000, smallSessions), 800_000, capacityPace);
    const small = await run(smallSessions, 0, crowdPace);
    // Its p99s are also taken over each stretch as long as the small crowd's (the same number of
    // patients over the same time): the growth check compares its last with the small crowd.
    const large = await run(largeSessions, smallSessions, crowdPace, smallSessions);
    const rateLimit = await checkSharedRateLimit(cluster, SIGN_IN_ATTEMPTS_PER_MINUTE);
    const sessionAcrossProcesses = await checkSessionAcrossProcesses(cluster, 'BRS-PMP');
    const peakRssBytes = cluster.peakRssBytes();
    const report = {
      processes: options.processes,
      capacity,
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
const count = (run: FunnelResult) => run.sessions.toLocaleString('en-US');
const rateOf = (run: FunnelResult) => (run.pace.kind === 'crowd' ? run.pace.patientsPerSecond : '-');

/** Every figure of the crowd with its budget: the table printed and the verdict checked. */
export function funnelRows(report: Omit<FunnelReport, 'pass'>): Row[] {
  const { capacity, small, large } = report;
  const runs = [capacity, small, large];
  // A crowd's p99s are queueing as its rate nears the host's capacity, which is lower on a slow host.
  const shareOfCapacity = Math.round((large.funnelsPerSecond / capacity.funnelsPerSecond) * 100);
  const rows: Row[] = [
    {
      figure: `capacity: funnels/s, ${CAPACITY_PATIENTS} patients back to back`,
      value: capacity.funnelsPerSecond.toFixed(1),
      budget: 'report',
      pass: true,
    },
    {
      figure: `crowd: ${count(large)} patients arriving ${rateOf(large)}/s`,
      value: `${large.funnelsPerSecond.toFixed(1)} funnels/s (${shareOfCapacity}% of capacity), at most ${large.peakPatientsInFlight} mid-funnel`,
      budget: 'report',
      pass: true,
    },
    {
      figure: 'errors (every run)',
      value: String(runs.reduce((sum, run) => sum + run.failures, 0)),
      budget: '0',
      pass: runs.every((run) => run.failures === 0 && run.completed === run.sessions),
    },
  ];
  for (const step of large.steps) {
    if (step.count === 0) continue;
    const budget = CART_WRITE_STEPS.has(step.step) ? FUNNEL_BUDGETS.cartWriteP99Ms : FUNNEL_BUDGETS.stepP99Ms;
    const atCapacity = capacity.steps.find((candidate) => candidate.step === step.step);
    rows.push({
      figure: `${step.step} p50 / p99`,
      value: `${ms(step.p50Ms)} / ${ms(step.p99Ms)}${atCapacity ? ` (at capacity ${ms(atCapacity.p99Ms)})` : ''}`,
      budget: `p99≤${budget} ms`,
      pass: step.p99Ms <= budget,
    });
    const before = small.steps.find((candidate) => candidate.step === step.step);
    const stretches = step.stretchP99sMs ?? [step.p99Ms];
    const atScale = stretches.at(-1)!;
    if (before && before.count > 0)
      rows.push({
        figure: `${step.step} p99 growth`,
        value: `${ms(before.p99Ms)} → ${ms(atScale)} (every ${count(small)}: ${ms(Math.min(...stretches))}–${ms(Math.max(...stretches))})`,
        budget: `≤${FUNNEL_BUDGETS.growth}×`,
        pass: atScale <= FUNNEL_BUDGETS.growth * Math.max(before.p99Ms, FUNNEL_BUDGETS.growthFloorMs),
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
    `Funnel on PostgreSQL: ${report.processes} processes behind a balancer, ${CONNECTIONS} connections, 3 clinicians and 2 suppliers beside the patients (p99 budgets apply to the crowd; the capacity run's p99 is queueing at saturation; a growth row sets the ${count(report.small)}-patient crowd's p99 beside the last ${count(report.small)} patients' of the ${count(report.large)})`,
    ['figure', 'value', 'budget', 'result'],
    funnelRows(report).map((row) => [row.figure, row.value, row.budget, row.pass ? 'PASS' : 'FAIL']),
  );
  const samples = [report.capacity, report.small, report.large].flatMap((run) => run.failureSamples);
  if (samples.length > 0) console.log(`\nFirst failures:\n  ${samples.slice(0, 10).join('\n  ')}`);
}
