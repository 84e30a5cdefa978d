import { resolve } from 'node:path';
import { z } from 'zod';

const repoRoot = resolve(import.meta.dirname, '../../..');

const booleanish = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every setting, parsed once; the only place that reads process.env. README lists them. */
export const configSchema = z.object({
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: z.string().optional(),
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
  SENTRY_DSN: z.string().optional(),
  TRUST_PROXY: booleanish.default(false),
  /** Off on the production host: patient accounts and patient sign-in are not offered there (spec §2). */
  PATIENT_ACCOUNTS_ENABLED: booleanish.default(true),
  /** Extra origins (comma-separated) that reset and sign-in links may return to, e.g. the Vite dev server. */
  EXTRA_ALLOWED_ORIGINS: z.string().default(''),
  /** Requests per minute per client address on routes without a limit of their own. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings:\n${problems.join('\n')}`);
  }
  return { ...parsed.data, ...overrides };
}

export const isDevLike = (config: Config) => config.APP_ENV !== 'production';

const VITE_DEV_ORIGIN = 'http://localhost:5173';

/** Origins our own pages are served from; links may only lead there (no open redirect). */
export function allowedOrigins(config: Config): string[] {
  const extra = config.EXTRA_ALLOWED_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [new URL(config.PUBLIC_URL).origin, ...extra, ...(isDevLike(config) ? [VITE_DEV_ORIGIN] : [])];
}
