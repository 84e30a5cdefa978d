import type { Cluster } from './cluster.ts';
import { BenchClient, percentile, percentileBetween, StepFailed, StepRecorder } from './http-client.ts';
import { type FunnelCatalogue, PATIENT_STEPS, patientFunnel, STAFF_STEPS, staffVisit } from './journeys.ts';

export interface StaffMember {
  role: 'provider' | 'supplier';
  headers: Record<string, string>;
}

/**
 * How the crowd arrives. `capacity`: a fixed number of patients at a time, each starting its next
 * funnel the moment the last ends (no one ever waits to arrive), which finds the funnels/s the
 * cluster can sustain; its latencies are queueing at saturation (in-flight ÷ throughput), not a
 * budget. `crowd`: patients arrive on a schedule, N a second whatever the replies, as real phones
 * do, and clinicians and suppliers visit on one too; a slow reply delays no later arrival, so the
 * latencies are what that crowd sees (docs/decisions/0071-crowd-bench.md).
 */
export type Pace =
  | { kind: 'capacity'; concurrentPatients: number }
  | { kind: 'crowd'; patientsPerSecond: number; staffVisitsPerSecond: number };

export interface FunnelOptions {
  sessions: number;
  pace: Pace;
  /** Connections the load generator keeps to the balancer; a request beyond them waits its turn (and that wait counts). */
  connections: number;
  /** Referral codes the sessions open, round robin. */
  referralCodes: string[];
  staff: StaffMember[];
  /** Makes every run's phones and member IDs new, so no run reuses another's sessions. */
  firstSessionIndex: number;
  /**
   * The p99 is also taken over each stretch of the run as long as this many patients take to
   * arrive, in order: whether it rises as the crowd's sessions pile up, and what the last stretch
   * meets once the rest of the crowd has opened its sessions (the growth check).
   */
  stretchSessions?: number;
}

export interface StepFigures {
  step: string;
  count: number;
  p50Ms: number;
  p99Ms: number;
  /** The p99 of each `stretchSessions` patients' stretch of the run, in order, when asked for. */
  stretchP99sMs?: number[];
  failures: number;
}

export interface FunnelResult {
  sessions: number;
  pace: Pace;
  completed: number;
  seconds: number;
  funnelsPerSecond: number;
  /** The most patients mid-funnel at one moment. */
  peakPatientsInFlight: number;
  steps: StepFigures[];
  failures: number;
  failureSamples: string[];
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Calls `start(n)` for n = 0, 1, … at `perSecond` from now, each on time whatever the earlier ones are doing. */
async function onSchedule(count: number, perSecond: number, start: (n: number) => void) {
  const began = performance.now();
  for (let n = 0; n < count; n += 1) {
    const due = began + (n * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    start(n);
  }
}

/**
 * When each stretch of `stretchSessions` arrivals ends, for a run from `started` to `ended`; the last
 * stretch also takes the requests that end after it (the last patients' funnels, the staff's visits).
 */
function endsOfStretches(started: number, ended: number, sessions: number, stretchSessions: number) {
  const count = Math.ceil(sessions / stretchSessions);
  return Array.from({ length: count }, (_, n) =>
    n === count - 1
      ? Number.POSITIVE_INFINITY
      : started + ((ended - started) * (n + 1) * stretchSessions) / sessions,
  );
}

/**
 * Thousands of distinct patient sessions through the whole funnel while clinicians load and search
 * their dashboards and suppliers their fulfillments, all at once, through the balancer.
 */
export async function runFunnel(cluster: Cluster, options: FunnelOptions): Promise<FunnelResult> {
  const recorder = new StepRecorder();
  const client = new BenchClient(new URL(cluster.baseUrl), options.connections, recorder);
  const catalogue: FunnelCatalogue = { carriersByVertical: new Map() };
  let completed = 0;
  let inFlight = 0;
  let peakPatientsInFlight = 0;
  let patientsDone = false;

  const patient = async (n: number) => {
    const code = options.referralCodes[n % options.referralCodes.length]!;
    inFlight += 1;
    peakPatientsInFlight = Math.max(peakPatientsInFlight, inFlight);
    await patientFunnel(client, catalogue, code, options.firstSessionIndex + n).then(
      () => {
        completed += 1;
      },
      (error: unknown) => {
        // A refused request is already counted under its step; anything else is the funnel's.
        if (!(error instanceof StepFailed)) recorder.fail('funnel', String(error));
      },
    );
    inFlight -= 1;
  };
  // Each visit from another clinic's address, as a crowd of offices would be.
  const visit = (member: StaffMember, seat: number, round: number) =>
    staffVisit(
      client,
      member.role,
      { ...member.headers, 'x-forwarded-for': `172.16.${seat}.${round % 250}` },
      round,
    ).catch(() => undefined);

  const { pace, sessions } = options;
  const started = performance.now();
  let staffRuns: Promise<unknown>;
  if (pace.kind === 'capacity') {
    let next = 0;
    const seat = async () => {
      while (next < sessions) {
        next += 1;
        await patient(next - 1);
      }
    };
    staffRuns = Promise.all(
      options.staff.map(async (member, n) => {
        for (let round = 0; !patientsDone; round += 1) await visit(member, n, round);
      }),
    );
    await Promise.all(Array.from({ length: pace.concurrentPatients }, seat));
  } else {
    const visits: Promise<unknown>[] = [];
    const arrivals: Promise<unknown>[] = [];
    const staffCount = Math.ceil((sessions / pace.patientsPerSecond) * pace.staffVisitsPerSecond);
    staffRuns = onSchedule(staffCount, pace.staffVisitsPerSecond, (round) => {
      const seat = round % options.staff.length;
      visits.push(visit(options.staff[seat]!, seat, Math.floor(round / options.staff.length)));
    }).then(() => Promise.all(visits));
    await onSchedule(sessions, pace.patientsPerSecond, (n) => arrivals.push(patient(n)));
    await Promise.all(arrivals);
  }
  const ended = performance.now();
  const seconds = (ended - started) / 1000;
  const stretchEnds =
    options.stretchSessions === undefined
      ? undefined
      : endsOfStretches(started, ended, sessions, options.stretchSessions);
  patientsDone = true;
  await staffRuns;
  client.close();

  const steps = [...PATIENT_STEPS, ...STAFF_STEPS, 'funnel'].map((step) => {
    const timings = recorder.timings.get(step) ?? [];
    return {
      step,
      count: timings.length,
      p50Ms: percentile(timings, 0.5),
      p99Ms: percentile(timings, 0.99),
      ...(stretchEnds && {
        stretchP99sMs: stretchEnds.map((end, n) =>
          percentileBetween(
            timings,
            recorder.endedAt.get(step) ?? [],
            stretchEnds[n - 1] ?? started,
            end,
            0.99,
          ),
        ),
      }),
      failures: recorder.failures.get(step) ?? 0,
    };
  });
  return {
    sessions,
    pace,
    completed,
    seconds,
    funnelsPerSecond: completed / seconds,
    peakPatientsInFlight,
    steps,
    failures: steps.reduce((sum, step) => sum + step.failures, 0),
    failureSamples: recorder.failureSamples,
  };
}

/**
 * Rate limits hold across processes: sign-in attempts from one address, spread over every process
 * by the balancer, are cut at the one per-address limit (counters in Redis), not at N times it.
 */
export async function checkSharedRateLimit(cluster: Cluster, perMinute: number) {
  const client = new BenchClient(new URL(cluster.baseUrl), 4, new StepRecorder());
  const address = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  const attempts = perMinute + 10;
  let answered = 0;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const reply = await client.raw(
      'POST',
      '/auth/sign_in',
      { 'x-forwarded-for': address },
      {
        email: `nobody.${attempt}@bench.test`,
        password: 'not-the-password',
      },
    );
    if (reply.status !== 429) answered += 1;
  }
  client.close();
  return { attempts, answered, limit: perMinute, pass: answered === perMinute };
}

/** Sessions hold across processes: a cart filled through one process is the cart another reads. */
export async function checkSessionAcrossProcesses(cluster: Cluster, referralCode: string) {
  const [first, second] = cluster.servers;
  if (!first || !second) return { pass: true, detail: 'one process' };
  const recorder = new StepRecorder();
  const on = (baseUrl: string) => new BenchClient(new URL(baseUrl), 1, recorder);
  const [a, b] = [on(first.baseUrl), on(second.baseUrl)];
  try {
    const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.7' };
    const opened = await a.send(
      'code',
      'GET',
      `/api/consultations/show_by_referral_code?referral_code=${referralCode}`,
      headers,
    );
    const cookie = [opened.headers['set-cookie'] ?? []]
      .flat()
      .find((value) => value.startsWith('session_id='));
    headers.cookie = (cookie ?? '').split(';')[0]!;
    const variants = (await b.send('catalogue', 'GET', '/api/product_variants', headers)).body as {
      uuid: string;
    }[];
    await b.send('add item', 'POST', '/api/cart_items', headers, {
      cart_item: { product_variant_uuid: variants[0]?.uuid, quantity: 1 },
    });
    const cart = (await a.send('cart', 'GET', '/api/carts/me', headers)).body as { cart_items?: unknown[] };
    const items = cart.cart_items?.length ?? 0;
    return { pass: items === 1, detail: `${items} item(s) seen by the other process` };
  } catch (error) {
    return { pass: false, detail: error instanceof Error ? error.message : String(error) };
  } finally {
    a.close();
    b.close();
  }
}
