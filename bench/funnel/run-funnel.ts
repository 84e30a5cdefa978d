import type { Cluster } from './cluster.ts';
import { BenchClient, percentile, StepFailed, StepRecorder } from './http-client.ts';
import { type FunnelCatalogue, PATIENT_STEPS, patientFunnel, STAFF_STEPS, staffVisit } from './journeys.ts';

export interface StaffMember {
  role: 'provider' | 'supplier';
  headers: Record<string, string>;
}

export interface FunnelOptions {
  sessions: number;
  /** Patients shopping at the same time (each a sequence of requests, one at a time). */
  concurrentPatients: number;
  /** Referral codes the sessions open, round robin. */
  referralCodes: string[];
  staff: StaffMember[];
  /** Makes every run's phones and member IDs new, so no run reuses another's sessions. */
  firstSessionIndex: number;
}

export interface StepFigures {
  step: string;
  count: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

export interface FunnelResult {
  sessions: number;
  completed: number;
  seconds: number;
  funnelsPerSecond: number;
  steps: StepFigures[];
  failures: number;
  failureSamples: string[];
}

/**
 * Thousands of distinct patient sessions through the whole funnel while clinicians load and search
 * their dashboards and suppliers their fulfillments, all at once, through the balancer.
 */
export async function runFunnel(cluster: Cluster, options: FunnelOptions): Promise<FunnelResult> {
  const recorder = new StepRecorder();
  const client = new BenchClient(
    new URL(cluster.baseUrl),
    options.concurrentPatients + options.staff.length,
    recorder,
  );
  const catalogue: FunnelCatalogue = { carriersByVertical: new Map() };
  let next = 0;
  let completed = 0;
  let patientsDone = false;

  const patient = async () => {
    while (next < options.sessions) {
      const index = next;
      next += 1;
      const code = options.referralCodes[index % options.referralCodes.length]!;
      await patientFunnel(client, catalogue, code, options.firstSessionIndex + index).then(
        () => {
          completed += 1;
        },
        (error: unknown) => {
          // A refused request is already counted under its step; anything else is the funnel's.
          if (!(error instanceof StepFailed)) recorder.fail('funnel', String(error));
        },
      );
    }
  };
  const staff = async (member: StaffMember, seat: number) => {
    for (let round = 0; !patientsDone; round += 1) {
      // Each visit from another clinic's address, as a crowd of offices would be.
      const headers = { ...member.headers, 'x-forwarded-for': `172.16.${seat}.${round % 250}` };
      await staffVisit(client, member.role, headers, round).catch(() => undefined);
    }
  };

  const started = performance.now();
  const staffRuns = options.staff.map(staff);
  await Promise.all(Array.from({ length: options.concurrentPatients }, patient));
  const seconds = (performance.now() - started) / 1000;
  patientsDone = true;
  await Promise.all(staffRuns);
  client.close();

  const steps = [...PATIENT_STEPS, ...STAFF_STEPS, 'funnel'].map((step) => {
    const timings = recorder.timings.get(step) ?? [];
    return {
      step,
      count: timings.length,
      p50Ms: percentile(timings, 0.5),
      p99Ms: percentile(timings, 0.99),
      failures: recorder.failures.get(step) ?? 0,
    };
  });
  return {
    sessions: options.sessions,
    completed,
    seconds,
    funnelsPerSecond: completed / seconds,
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
