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
  MAIL_FROM: z.string().default('DME Marketplace <no-reply@dme.example>'),
  SUPPORT_EMAIL: z.email().default('support@dme.example'),
  MAIL_DISPATCH_INTERVAL_MS: z.coerce.number().int().positive().default(2000),
  REDIS_URL: z.string().optional(),
  SENTRY_DSN: z.string().optional(),
  TRUST_PROXY: booleanish.default(false),
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
