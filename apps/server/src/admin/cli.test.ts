import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lockPathOf } from '../db/pglite-lock';
import { withDatabaseName } from '../test/database-names';

/**
 * The admin CLI and the server as real processes on one embedded (PGlite) data directory: PGlite is
 * single-process, so a command run beside the server must refuse instead of writing beside it.
 */
const serverDir = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'dme-admin-cli-'));
const env = {
  ...process.env,
  APP_ENV: 'test',
  PGLITE_DIR: join(dir, 'pglite'),
  STORAGE_DIR: join(dir, 'uploads'),
  WEB_DIST_DIR: join(dir, 'no-web'),
  SEED_DEMO_DATA: 'false',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
} as Record<string, string | undefined>;
delete env.DATABASE_URL;

function runTs(entry: string, args: string[], extraEnv: Record<string, string> = {}) {
  return spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: serverDir,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function runAdmin(args: string[], extraEnv: Record<string, string> = {}) {
  const child = runTs('src/admin/cli.ts', args, extraEnv);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
    child.on('close', (code) => done({ code, stdout, stderr })),
  );
}

function startServer(extraEnv: Record<string, string> = {}) {
  const server = runTs('src/server.ts', [], extraEnv);
  let output = '';
  const listening = new Promise<void>((done, fail) => {
    server.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Carelane on')) done();
    });
    server.stderr.on('data', (chunk) => {
      output += chunk;
    });
    server.on('exit', (code) => fail(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  return { server, listening };
}

function stop(child: ChildProcess) {
  return new Promise<number | null>((done) => {
    if (child.exitCode !== null) return done(child.exitCode);
    child.on('exit', (code) => done(code));
    child.kill('SIGTERM');
  });
}

let server: ChildProcess | undefined;
afterAll(async () => {
  if (server) await stop(server);
  rmSync(dir, { recursive: true, force: true });
});

describe('admin commands on the embedded database', () => {
  // One server start (seconds of PGlite, migrations and catalogue on a busy runner); a lock left by
  // a killed server is covered in db/pglite-lock.test.ts.
  it('refuse with a clear message while the server runs, and work once it has stopped', async () => {
    const started = startServer();
    server = started.server;
    await started.listening;
    expect(existsSync(lockPathOf(env.PGLITE_DIR as string))).toBe(true);

    const refused = await runAdmin(['create-signup-code', '--code', 'LOCKED1']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(`The embedded database in ${env.PGLITE_DIR} is in use by the server`);
    expect(refused.stderr).toContain(`process ${server.pid}`);
    expect(refused.stderr).toContain('Stop the server');
    expect(refused.stdout).not.toContain('Signup link');

    expect(await stop(server)).toBe(0);
    server = undefined;
    // A clean stop releases the lock.
    expect(existsSync(lockPathOf(env.PGLITE_DIR as string))).toBe(false);

    const worked = await runAdmin(['create-signup-code', '--code', 'AFTER1']);
    expect(worked.stderr).toBe('');
    expect(worked.code).toBe(0);
    expect(worked.stdout).toContain('/providers/signup/AFTER1');
    expect(existsSync(lockPathOf(env.PGLITE_DIR as string))).toBe(false);
  }, 180_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('admin commands on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://unused';
  const name = `dme_test_cli_${process.pid}`;
  const databaseUrl = withDatabaseName(url, name);
  async function runOnServer(statement: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
  beforeAll(() => runOnServer(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`));
  afterAll(() => runOnServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('run while a server uses the same database: PostgreSQL serves many processes', async () => {
    const started = startServer({ DATABASE_URL: databaseUrl });
    server = started.server;
    await started.listening;
    const worked = await runAdmin(['create-signup-code', '--code', 'PGBESIDE'], {
      DATABASE_URL: databaseUrl,
    });
    expect(worked.stderr).toBe('');
    expect(worked.code).toBe(0);
    expect(worked.stdout).toContain('/providers/signup/PGBESIDE');
    expect(await stop(server)).toBe(0);
    server = undefined;
  }, 180_000);
});
