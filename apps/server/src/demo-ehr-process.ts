import { fork } from 'node:child_process';
import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, DEMO_EHR_CLIENT, serverRoot } from './config';

const ENTRY = resolve(serverRoot, '../demo-ehr/src/main.ts');
const READY_TIMEOUT_MS = 60_000;

/**
 * The demo EHR beside the product (the EHR adapter's local default, decision 0123), in a process of
 * its own: oidc-provider and the FHIR definitions never load in the product's process (nor at all
 * in production), its memory is its own, and a demo EHR that cannot start (its port taken) leaves
 * the product running without it. It ends with the product.
 */
export async function startDemoEhrProcess(settings: Config, log: FastifyBaseLogger) {
  const child = fork(ENTRY, [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DEMO_EHR_PORT: String(settings.DEMO_EHR_PORT),
      DEMO_EHR_URL: settings.DEMO_EHR_URL,
      DEMO_EHR_HOST: settings.HOST,
      DEMO_EHR_PRODUCT_URL: settings.PUBLIC_URL,
      DEMO_EHR_CLIENT_ID: DEMO_EHR_CLIENT.clientId,
      DEMO_EHR_CLIENT_SECRET: DEMO_EHR_CLIENT.clientSecret,
      DEMO_EHR_BACKEND_CLIENT_ID: DEMO_EHR_CLIENT.backendClientId,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const started = await new Promise<{ url: string; fhirBaseUrl: string } | null>((done) => {
    const timer = setTimeout(() => done(null), READY_TIMEOUT_MS);
    child.once('message', (message) => {
      clearTimeout(timer);
      done(message as { url: string; fhirBaseUrl: string });
    });
    child.once('exit', () => {
      clearTimeout(timer);
      done(null);
    });
  });
  if (!started) {
    log.warn('the demo EHR did not start');
    child.kill();
    return null;
  }
  child.on('exit', (code) => log.warn({ code }, 'the demo EHR stopped'));
  return {
    ...started,
    close() {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
    },
  };
}
