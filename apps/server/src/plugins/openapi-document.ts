import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { manualEntryCardReader } from '../adapters/card-reader/local';
import { simulatedPayer } from '../adapters/eligibility/simulated';
import { createLocalPayments } from '../adapters/payments/local';
import { createBlobStorage } from '../adapters/storage/index';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { DOCS_PREFIX } from './docs';

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** Rendering the document reads no data: any use of the database is a mistake worth a loud error. */
const noDatabase = new Proxy({} as Database, {
  get(_target, property) {
    throw new Error(`The OpenAPI document is rendered without a database (db.${String(property)})`);
  },
});

/**
 * The OpenAPI document exactly as the server serves it at `/api/docs/json`: the app is built (not
 * listening, no database) with the default local adapters, so every route a default server has is
 * in it. `PUBLIC_URL` sets the `servers` entry.
 */
export async function renderOpenApiDocument(publicUrl?: string): Promise<unknown> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(tmpdir(), 'dme-no-web-app'),
    STORAGE_DIR: join(tmpdir(), 'dme-no-storage'),
    ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}),
  });
  const { storage, local } = createBlobStorage(config);
  const app = await buildApp({
    config,
    db: noDatabase,
    storage,
    localStorage: local,
    eligibility: simulatedPayer,
    cardReader: manualEntryCardReader,
    payments: createLocalPayments(config.PUBLIC_URL),
  });
  try {
    const reply = await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    if (reply.statusCode !== 200) throw new Error(`${DOCS_PREFIX}/json answered ${reply.statusCode}`);
    return reply.json();
  } finally {
    await app.close();
  }
}

export interface LintResult {
  exitCode: number;
  output: string;
}

/**
 * Runs `redocly lint` (the recommended rules) on a document, written to a temporary file.
 * `format: 'json'` gives a machine-readable report on stdout; 'stylish' is for people.
 */
export async function lintOpenApiDocument(
  document: unknown,
  { format = 'stylish', inherit = false }: { format?: 'json' | 'stylish'; inherit?: boolean } = {},
): Promise<LintResult> {
  const directory = mkdtempSync(join(tmpdir(), 'dme-openapi-'));
  const file = join(directory, 'openapi.json');
  writeFileSync(file, JSON.stringify(document, null, 2));
  try {
    const cli = join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js');
    const child = spawn(process.execPath, [cli, 'lint', file, `--format=${format}`, '--max-problems=1000'], {
      cwd: directory,
      // No usage telemetry and no update check: lint runs offline, in CI and in tests.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    const exitCode = await new Promise<number>((done, fail) => {
      child.on('error', fail);
      child.on('close', (code) => done(code ?? 1));
    });
    return { exitCode, output };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
