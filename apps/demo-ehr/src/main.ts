import { startDemoEhr } from './index';

/**
 * The demo EHR as its own process, started by the product's server beside itself (decision 0123):
 * the R4 definitions Medplum indexes take more memory than the product's own heap allows, and a
 * demo EHR that fails must not take the product down. Its settings come from the environment the
 * product gives it; it stops with the product (its parent closes the IPC channel or sends SIGTERM).
 */
const setting = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`demo EHR: ${name} is not set`);
  return value;
};

const ehr = await startDemoEhr({
  port: Number(setting('DEMO_EHR_PORT')),
  publicUrl: setting('DEMO_EHR_URL'),
  productUrl: setting('DEMO_EHR_PRODUCT_URL'),
  clientId: setting('DEMO_EHR_CLIENT_ID'),
  clientSecret: setting('DEMO_EHR_CLIENT_SECRET'),
  backendClientId: setting('DEMO_EHR_BACKEND_CLIENT_ID'),
  host: process.env.DEMO_EHR_HOST,
});
process.send?.({ ready: true, url: ehr.url, fhirBaseUrl: ehr.fhirBaseUrl });

const stop = () => void ehr.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
