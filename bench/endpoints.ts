import { insuredSession, manySessions, referralSession } from './lib/patient-session.ts';

/** What a measured endpoint may need before the run: data, signed-in users, patient sessions. */
export interface SetupContext {
  /** The app server under test. */
  baseUrl: string;
  /** The PostgreSQL database the app server runs on (for bulk datasets). */
  databaseUrl: string;
}

export interface BenchEndpoint {
  name: string;
  path: string;
  /** Prepares the run; answers the callers taking turns (one header set each: cookies, tokens). */
  setup?: (context: SetupContext) => Promise<{ callers: Record<string, string>[] }>;
  /** Minimum requests/s as a fraction of the reference route's, measured in the same run. */
  budgetRatio: number;
}

/** DESIGN §9: every hot read's p99 at 50 connections. */
export const P99_BUDGET_MS = 50;
/** Distinct patient sessions each hot read is measured over (DESIGN §9: not one cached session). */
export const SESSIONS_PER_ROUTE = 1_000;
/** Primary keys the reference route takes turns over, as the app's routes take turns over sessions. */
export const REFERENCE_KEYS = 1_000;

/** A full-face mask (A7030) added to a session's cart, so its cart read has a line to price. */
async function withMaskInCart(baseUrl: string, headers: Record<string, string>) {
  const variants = (await (
    await fetch(`${baseUrl}/api/product_variants?hcpcs_codes[]=A7030`, { headers })
  ).json()) as { uuid: string }[];
  const reply = await fetch(`${baseUrl}/api/cart_items`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ cart_item: { product_variant_uuid: variants[0]?.uuid, quantity: 1 } }),
  });
  if (!reply.ok) throw new Error(`adding the mask answered ${reply.status}`);
  return headers;
}

// Each row's patients on phones of their own, apart from the funnel's (which count up from 0).
const referralPatients = (code: string, firstPhone: number) => (baseUrl: string) =>
  manySessions(SESSIONS_PER_ROUTE, (n) => referralSession(baseUrl, code, firstPhone + n));
// Distinct member IDs: the simulated payer gives them 40 different plans between them.
const insuredPatients = (code: string, firstPhone: number) => (baseUrl: string) =>
  manySessions(SESSIONS_PER_ROUTE, (n) =>
    insuredSession(baseUrl, code, `BENCH-${code}-${n}`, firstPhone + n),
  );
const withCarts = async (baseUrl: string, sessions: Record<string, string>[]) =>
  manySessions(sessions.length, (n) => withMaskInCart(baseUrl, sessions[n]!));

/** The app's hot reads under load, each against the bare Fastify + raw `pg` reference (DESIGN §9). */
export const endpoints: BenchEndpoint[] = [
  { name: 'GET /api/health', path: '/api/health', budgetRatio: 0.4 },
  {
    name: 'GET /api/product_variants (referral patients, filtered)',
    path: '/api/product_variants?query=breast&price_from=0&price_to=500',
    setup: async ({ baseUrl }) => ({ callers: await referralPatients('BRS-PMP', 2_000_000)(baseUrl) }),
    budgetRatio: 0.5,
  },
  {
    name: 'GET /api/carts/me (referral patients)',
    path: '/api/carts/me',
    setup: async ({ baseUrl }) => ({
      callers: await withCarts(baseUrl, await referralPatients('CPA-PAP', 2_100_000)(baseUrl)),
    }),
    budgetRatio: 0.5,
  },
  {
    name: 'GET /api/product_variants (insured patients, filtered)',
    path: '/api/product_variants?query=breast&price_from=0&price_to=500',
    setup: async ({ baseUrl }) => ({ callers: await insuredPatients('BRS-PMP', 2_200_000)(baseUrl) }),
    budgetRatio: 0.5,
  },
  {
    name: 'GET /api/carts/me (insured patients)',
    path: '/api/carts/me',
    setup: async ({ baseUrl }) => ({
      callers: await withCarts(baseUrl, await insuredPatients('CPA-PAP', 2_300_000)(baseUrl)),
    }),
    budgetRatio: 0.5,
  },
];
