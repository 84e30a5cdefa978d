import { createCardReader } from './adapters/card-reader/index';
import { createEligibilityChecker } from './adapters/eligibility/index';
import { createMailTransport } from './adapters/mail/index';
import { createPayments } from './adapters/payments/index';
import { createSmsSender } from './adapters/sms/index';
import { createBlobStorage } from './adapters/storage/index';
import { buildApp } from './app';
import { isDevLike, loadConfig, runsDemoEhr } from './config';
import { connectDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { DEMO_PASSWORD, shouldSeedDemoData } from './db/seed/demo-accounts';
import { startDemoEhrProcess } from './demo-ehr-process';
import { startJobRunner } from './features/jobs/jobs.runner';
import { scheduledWork } from './features/jobs/scheduled-work';
import { startMailDispatcher } from './features/mail/mail.service';

const config = loadConfig();
const database = await connectDatabase({
  databaseUrl: config.DATABASE_URL,
  poolSize: config.DATABASE_POOL_SIZE,
  connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  pgliteDir: config.PGLITE_DIR,
});
await prepareDatabase(database, config);

const { storage, local } = createBlobStorage(config);
// Cards are read during requests, by which time the app and its logger exist.
const cardReader = await createCardReader(config, {
  warn(details, message) {
    app.log.warn(details, message);
  },
});
const app = await buildApp({
  config,
  db: database.db,
  storage,
  localStorage: local,
  eligibility: createEligibilityChecker(config),
  cardReader,
  ...(await createPayments(config)),
});
const mailTransport = await createMailTransport(config);
const stopDispatcher = startMailDispatcher({
  db: database.db,
  transport: mailTransport,
  from: config.MAIL_FROM,
  intervalMs: config.MAIL_DISPATCH_INTERVAL_MS,
  log: app.log,
});
const smsSender = createSmsSender(config);
// Resupply reminders and patient messages: claimed from the job table by every process (SKIP LOCKED).
const stopJobRunner = startJobRunner({
  db: database.db,
  ...scheduledWork(config, smsSender),
  intervalMs: config.JOB_RUN_INTERVAL_MS,
  log: app.log,
});

const demoEhr = runsDemoEhr(config) ? await startDemoEhrProcess(config, app.log) : null;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stopDispatcher();
  stopJobRunner();
  demoEhr?.close();
  await app.close();
  await mailTransport.close?.();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
const where =
  database.driver === 'pglite' ? `embedded database in ${config.PGLITE_DIR}` : 'PostgreSQL (DATABASE_URL)';
app.log.info(
  `Carelane on ${config.PUBLIC_URL} with the ${where}; mail: ${mailTransport.name}; texts: ${smsSender.name}; card reader: ${cardReader.name}`,
);
if (demoEhr) {
  app.log.info(
    `Demo EHR (synthetic patients; SMART App Launch, FHIR R4, CDS Hooks client) on ${demoEhr.url}, FHIR base ${demoEhr.fhirBaseUrl}`,
  );
}
if (shouldSeedDemoData(config)) {
  app.log.info(
    `Demo sign-in: provider@demo.test, ehr.provider@demo.test, supplier@demo.test, patient@demo.test — password ${DEMO_PASSWORD}` +
      (isDevLike(config) ? `; one-time codes at ${config.PUBLIC_URL}/dev/mail` : ''),
  );
}
