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
export const endpoints: BenchEndpoint[] = [
  { name: 'GET /api/health', path: '/api/health', budgetRatio: 0.4 },
];
