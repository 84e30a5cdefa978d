/**
 * Measures POST /auth/password for a known and an unknown e-mail (issue 12 item 11: the two must
 * not be told apart by timing). A script, not a test: timings on a shared machine are noisy.
 * Run: npx tsx apps/server/src/features/auth/recovery-timing.script.ts [rounds]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manualEntryCardReader } from '../../adapters/card-reader/local';
import { simulatedPayer } from '../../adapters/eligibility/simulated';
import { createLocalPayments } from '../../adapters/payments/local';
import { createBlobStorage } from '../../adapters/storage/index';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createPglite, wrapPglite } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';

const rounds = Number(process.argv[2] ?? 200);
const config = loadConfig({
  APP_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent',
  PUBLIC_URL: 'http://localhost:3000',
  STORAGE_DIR: mkdtempSync(join(tmpdir(), 'dme-timing-')),
});
const database = wrapPglite(await createPglite());
await prepareDatabase(database, config);
const { storage, local } = createBlobStorage(config);
const app = await buildApp({
  config,
  db: database.db,
  storage,
  localStorage: local,
  eligibility: simulatedPayer,
  cardReader: manualEntryCardReader,
  payments: createLocalPayments(config.PUBLIC_URL),
});

const timings = { known: [] as number[], unknown: [] as number[] };
const redirect_url = 'http://localhost:3000/auth/password_reset';
for (let round = 0; round < rounds; round += 1) {
  for (const kind of round % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
    const email = kind === 'known' ? DEMO_EMAILS.supplier : `nobody.${round}@example.com`;
    const started = process.hrtime.bigint();
    const reply = await app.inject({
      method: 'POST',
      url: '/auth/password',
      payload: { email, redirect_url },
      // A new address per request: the per-address limit (5 per 15 minutes) is not what is measured.
      remoteAddress: `10.${Math.floor(round / 250)}.${round % 250}.${kind === 'known' ? 1 : 2}`,
    });
    timings[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
    if (reply.statusCode !== 200) throw new Error(`unexpected ${reply.statusCode}: ${reply.body}`);
    // Let the deferred mail work finish before the next request, as separate visitors would.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
console.log(
  `POST /auth/password, ${rounds} each: known median ${median(timings.known).toFixed(2)} ms, unknown median ${median(timings.unknown).toFixed(2)} ms`,
);
await app.close();
await database.close();
