import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { connectPostgres, createPglite, wrapPglite } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { templateDatabaseName, withDatabaseName } from './database-names';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
    templateDatabase: string;
  }
}

/**
 * Migrates and loads the catalogue once per run: into a PGlite snapshot that every test file
 * loads (creating and migrating PGlite costs seconds), and, with TEST_DATABASE_URL, into a
 * template database that every test file clones.
 */
export default async function setup(project: TestProject) {
  const config = loadConfig({ ...process.env, APP_ENV: 'test' });
  const dir = mkdtempSync(join(tmpdir(), 'dme-test-'));

  const client = await createPglite();
  await prepareDatabase(wrapPglite(client), config);
  const snapshotPath = join(dir, 'snapshot.tar');
  writeFileSync(snapshotPath, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteSnapshotPath', snapshotPath);

  const url = process.env.TEST_DATABASE_URL;
  const templateDatabase = templateDatabaseName(process.pid);
  project.provide('templateDatabase', templateDatabase);
  const runAdmin = async (statement: string) => {
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  if (url) {
    await runAdmin(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`);
    await runAdmin(`CREATE DATABASE ${templateDatabase}`);
    const template = connectPostgres(withDatabaseName(url, templateDatabase), 1);
    await prepareDatabase(template, config);
    await template.close();
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await runAdmin(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`);
  };
}
