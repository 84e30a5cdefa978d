import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * apps/server, whether this runs from src/ (tsx, tests) or from the bundle in dist/ (`npm start`):
 * in a bundle every module's import.meta.dirname is dist/, so files are found from here, never from
 * a nested module's own directory.
 */
export const serverRoot = resolve(import.meta.dirname, '..');
const repoRoot = resolve(serverRoot, '../..');

const booleanish = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** A comma-separated setting's entries, blanks dropped. */
export const commaList = (list: string) =>
  list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Every setting, parsed once; the only place that reads process.env. README lists them. */
export const configSchema = z.object({
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL connections per server process (README, Scale-out: all processes together). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * How long a query waits for a PostgreSQL connection (none free, or the database unreachable)
   * before it fails and the request answers 503 (docs/decisions/0110-database-outage-503.md).
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  PGLITE_DIR: z.string().default(resolve(repoRoot, 'data/pglite')),
  CATALOG_PATH: z.string().default(resolve(repoRoot, '../shared/data/catalog.json')),
  WEB_DIST_DIR: z.string().default(resolve(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanish.default(true),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Carelane <no-reply@carelane.example>'),
  SUPPORT_EMAIL: z.email().default('support@carelane.example'),
  MAIL_DISPATCH_INTERVAL_MS: z.coerce.number().int().positive().default(2000),
  REDIS_URL: z.string().optional(),
  TRUST_PROXY: booleanish.default(false),
  /** Off on the production host: patient accounts and patient sign-in are not offered there (spec §2). */
  PATIENT_ACCOUNTS_ENABLED: booleanish.default(true),
  /** Extra origins (comma-separated) that reset and sign-in links may return to, e.g. the Vite dev server. */
  EXTRA_ALLOWED_ORIGINS: z.string().default(''),
  /** Requests per minute per client address on routes without a limit of their own. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Sign-in attempts per minute per client address (the end-to-end run raises it: every journey signs in). */
  SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Sign-in attempts per account per 15 minutes, from any address (passwords and codes together). */
  SIGN_IN_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().positive().default(20),
  /** E-mailed sign-in codes per account per hour; past it a sign-in answers 429 instead of a new code. */
  SIGN_IN_CODES_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** Signs short-lived download links; required in production, where it must be long and random. */
  SECRET_KEY: z.string().min(32).default('development-only-secret-key-change-me-in-production'),
  /**
   * Former SECRET_KEY values (comma-separated) whose signed cover sheets still file themselves: after
   * a rotation, sheets printed under an old key verify until it is taken off this list (issue 45).
   */
  COVER_SHEET_PREVIOUS_KEYS: z
    .string()
    .default('')
    .refine(
      (list) => commaList(list).every((key) => key.length >= 32),
      'each previous key is a former SECRET_KEY (32+ characters)',
    ),
  /**
   * Cover sheets printed before they were signed (issue 45) file themselves only on faxes received
   * before this date (YYYY-MM-DD, midnight UTC) or instant (ISO 8601 with offset); unset, never.
   */
  FAX_UNSIGNED_COVER_SHEETS_UNTIL: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
  /** Where providers fax documents (the work order page and its cover sheet). */
  FAX_NUMBER: z.string().default('(213) 555-0199'),
  FAX_EMAIL: z.email().default('fax@carelane.example'),
  /** Inbound faxes from Telnyx: the account's Ed25519 public key (base64) that signs its webhooks. */
  TELNYX_PUBLIC_KEY: z.string().optional(),
  /** Inbound faxes by e-mail: the secret the mail relay sends in `x-relay-secret` with each raw message. */
  FAX_RELAY_SECRET: z.string().min(24).optional(),
  /** Inbound faxes from a folder: files put there are received and moved to `received/` or `failed/`. */
  FAX_DROP_DIR: z.string().optional(),
  /** Local file storage (default) … */
  STORAGE_DIR: z.string().default(resolve(repoRoot, 'data/uploads')),
  /** … or an S3-compatible bucket when S3_BUCKET is set. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  /** Real-time eligibility through a clearinghouse when its API key is set; a simulated payer otherwise. */
  CLEARINGHOUSE_API_KEY: z.string().optional(),
  CLEARINGHOUSE_URL: z.url().default('https://healthcare.us.stedi.com/2024-04-01'),
  BILLING_ORGANIZATION_NAME: z.string().default('Carelane'),
  BILLING_NPI: z
    .string()
    .regex(/^\d{10}$/)
    .default('1234567893'),
  /**
   * Insurance cards are read by AWS Textract when set to `textract` (the AWS account must be under a
   * BAA: a card is PHI); with `none` the patient types the details.
   */
  CARD_READER: z.enum(['none', 'textract']).default('none'),
  TEXTRACT_REGION: z.string().default('us-east-1'),
  /** Both or neither; without them the AWS default credential chain (instance role, profile, env) is used. */
  TEXTRACT_ACCESS_KEY_ID: z.string().optional(),
  TEXTRACT_SECRET_ACCESS_KEY: z.string().optional(),
  /** Stripe Checkout when both are set; the local test-mode payment page otherwise. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Texts through Twilio when all three are set (TWILIO_FROM: an E.164 number or a Messaging Service SID); /dev/mail otherwise. */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  /**
   * The demo EHR (a FHIR R4 server with synthetic patients and a SMART authorization server) that
   * `npm start` runs beside the product on its own port, as the EHR adapter's local default.
   * Never started in production.
   */
  DEMO_EHR_ENABLED: booleanish.default(true),
  DEMO_EHR_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** The demo EHR's address as browsers and the product reach it. */
  DEMO_EHR_URL: z.url().default('http://localhost:3001'),
  /**
   * EHRs that may launch the product (SMART App Launch) and read its orders (SMART Backend
   * Services), as a JSON array of `{ "name", "iss" (the EHR's FHIR base URL), "clientId",
   * "clientSecret"? (the product's registration there), "backendClientId"?, "jwksUrl"? (the
   * EHR's registration with the product's FHIR API) }`. Unset: the demo EHR when it runs.
   */
  EHR_CONNECTIONS: z.string().optional(),
  /**
   * CDS Hooks clients whose signed calls are answered: comma-separated `issuer=jwks-url`. The demo
   * EHR is trusted besides these when it runs.
   */
  CDS_CLIENTS: z.string().default(''),
  /** How often each process looks for due jobs (resupply reminders, texts). */
  JOB_RUN_INTERVAL_MS: z.coerce.number().int().positive().default(5000),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings:\n${problems.join('\n')}`);
  }
  const config = { ...parsed.data, ...overrides };
  if (
    config.APP_ENV === 'production' &&
    config.SECRET_KEY === configSchema.shape.SECRET_KEY.parse(undefined)
  ) {
    throw new Error('Invalid settings:\nSECRET_KEY: set a long random secret in production');
  }
  if (Boolean(config.TEXTRACT_ACCESS_KEY_ID) !== Boolean(config.TEXTRACT_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid settings:\nTEXTRACT_ACCESS_KEY_ID, TEXTRACT_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  return config;
}

export const isDevLike = (config: Config) => config.APP_ENV !== 'production';

const VITE_DEV_ORIGIN = 'http://localhost:5173';

/** Origins our own pages are served from; links may only lead there (no open redirect). */
export function allowedOrigins(config: Config): string[] {
  const extra = commaList(config.EXTRA_ALLOWED_ORIGINS);
  return [new URL(config.PUBLIC_URL).origin, ...extra, ...(isDevLike(config) ? [VITE_DEV_ORIGIN] : [])];
}

/** Whether this process runs the demo EHR beside the product (never in production). */
export const runsDemoEhr = (config: Config) => config.DEMO_EHR_ENABLED && isDevLike(config);

/**
 * The product's registration with the demo EHR: a development-only secret, like the demo accounts'
 * password (the demo EHR never runs in production).
 */
export const DEMO_EHR_CLIENT = {
  clientId: 'carelane',
  clientSecret: 'demo-ehr-client-secret-for-development-only',
  backendClientId: 'demo-ehr-backend',
} as const;

const ehrConnectionSchema = z.object({
  name: z.string().min(1),
  iss: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1).optional(),
  backendClientId: z.string().min(1).optional(),
  jwksUrl: z.url().optional(),
});
export type EhrConnection = z.infer<typeof ehrConnectionSchema>;

/** A URL without its trailing slashes, as settings name bases (`iss`, `PUBLIC_URL`) to compare them. */
export const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The demo EHR's FHIR base (its `iss`), when this process runs it. */
export const demoEhrIss = (config: Config) =>
  runsDemoEhr(config) ? `${withoutTrailingSlash(config.DEMO_EHR_URL)}/fhir` : null;

/** The EHRs that may launch the product and read its orders (EHR_CONNECTIONS, else the demo EHR). */
export function ehrConnections(config: Config): EhrConnection[] {
  if (config.EHR_CONNECTIONS) {
    const parsed = z.array(ehrConnectionSchema).safeParse(JSON.parse(config.EHR_CONNECTIONS));
    if (!parsed.success) throw new Error(`Invalid settings:\nEHR_CONNECTIONS: ${parsed.error.message}`);
    return parsed.data.map((connection) => ({ ...connection, iss: withoutTrailingSlash(connection.iss) }));
  }
  const iss = demoEhrIss(config);
  if (!iss) return [];
  return [
    {
      name: 'Demo EHR',
      iss,
      jwksUrl: `${withoutTrailingSlash(config.DEMO_EHR_URL)}/jwks`,
      ...DEMO_EHR_CLIENT,
    },
  ];
}

/** CDS Hooks clients trusted to call the service: issuer → the JWKS URL its keys are published at. */
export function cdsClients(config: Config): Map<string, string> {
  const clients = new Map<string, string>();
  if (runsDemoEhr(config)) {
    const demo = withoutTrailingSlash(config.DEMO_EHR_URL);
    clients.set(demo, `${demo}/jwks`);
  }
  for (const entry of commaList(config.CDS_CLIENTS)) {
    const separator = entry.indexOf('=');
    if (separator <= 0) throw new Error(`Invalid settings:\nCDS_CLIENTS: "${entry}" is not issuer=jwks-url`);
    clients.set(entry.slice(0, separator).trim(), entry.slice(separator + 1).trim());
  }
  return clients;
}
