import { insuredSession, referralSession } from './lib/patient-session.ts';

/** What a measured endpoint may need before the run: data, a signed-in user, a patient session. */
export interface SetupContext {
  /** The app server under test. */
  baseUrl: string;
  /** The PostgreSQL database the app server runs on (for bulk datasets). */
  databaseUrl: string;
}

export interface BenchEndpoint {
  name: string;
  path: string;
  /** Prepares the request; returns the headers (tokens, cookies) every request sends. */
  setup?: (context: SetupContext) => Promise<{ headers?: Record<string, string> }>;
  /** Minimum requests/s as a fraction of the reference route's, measured in the same run. */
  budgetRatio: number;
  /** Maximum p99 latency; DESIGN §9 asks for 50 ms. */
  p99BudgetMs?: number;
}

export const DEFAULT_P99_BUDGET_MS = 50;

/** The app's endpoints under load, each against the bare Fastify + raw `pg` reference (DESIGN §9). */
/** A full-face mask (A7030) added to the session's cart, so the cart read has a line to price. */
async function withMaskInCart(baseUrl: string, headers: Record<string, string>) {
  const variants = (await (
    await fetch(`${baseUrl}/api/product_variants?hcpcs_codes[]=A7030`, { headers })
  ).json()) as { uuid: string }[];
  await fetch(`${baseUrl}/api/cart_items`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ cart_item: { product_variant_uuid: variants[0]?.uuid, quantity: 1 } }),
  });
  return headers;
}

export const endpoints: BenchEndpoint[] = [
  { name: 'GET /api/health', path: '/api/health', budgetRatio: 0.4 },
  {
    name: 'GET /api/product_variants (referral patient, filtered)',
    path: '/api/product_variants?query=breast&price_from=0&price_to=500',
    setup: async ({ baseUrl }) => ({ headers: await referralSession(baseUrl, 'BRS-PMP') }),
    budgetRatio: 0.4,
  },
  {
    name: 'GET /api/carts/me',
    path: '/api/carts/me',
    setup: async ({ baseUrl }) => ({
      headers: await withMaskInCart(baseUrl, await referralSession(baseUrl, 'CPA-PAP')),
    }),
    budgetRatio: 0.4,
  },
  {
    name: 'GET /api/product_variants (insured patient, filtered)',
    path: '/api/product_variants?query=breast&price_from=0&price_to=500',
    setup: async ({ baseUrl }) => ({ headers: await insuredSession(baseUrl, 'BRS-PMP') }),
    budgetRatio: 0.5,
  },
  {
    name: 'GET /api/carts/me (insured patient)',
    path: '/api/carts/me',
    setup: async ({ baseUrl }) => ({
      headers: await withMaskInCart(baseUrl, await insuredSession(baseUrl, 'CPA-PAP')),
    }),
    budgetRatio: 0.5,
  },
];
