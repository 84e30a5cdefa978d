import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { connectPostgres, wrapPglite } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { TEMPLATE_DATABASE, withDatabaseName } from './database-names';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
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

  const client = await PGlite.create();
  await prepareDatabase(wrapPglite(client), config);
  const snapshotPath = join(dir, 'snapshot.tar');
  writeFileSync(snapshotPath, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteSnapshotPath', snapshotPath);

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const template = connectPostgres(withDatabaseName(url, TEMPLATE_DATABASE), 1);
    await prepareDatabase(template, config);
    await template.close();
  }

  return () => rmSync(dir, { recursive: true, force: true });
}
