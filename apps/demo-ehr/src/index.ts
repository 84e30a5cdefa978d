import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FhirRouter } from '@medplum/fhir-router';
import { createCarelaneOrdersReader } from './carelane/carelane-orders';
import { createCdsClient } from './cds/cds-client';
import { demoPatients } from './demo-data/patients';
import { screenRoutes } from './ehr-screen/screen-routes';
import { createScreenSessions } from './ehr-screen/sessions';
import { errorPage } from './error-page';
import { capabilityStatement } from './fhir/capability-statement';
import { fhirServer } from './fhir/fhir-server';
import { createDemoRepository } from './fhir/repository';
import { CLIENT_SIGNING_ALG, generateDemoEhrKeys } from './keys';
import { createAuthorizationServer, readAccessToken } from './smart/authorization-server';
import { interactionRoutes } from './smart/interactions';
import { createLaunchContexts } from './smart/launch-contexts';
import { endpointsOf, smartConfiguration } from './smart/smart-configuration';

export interface DemoEhrOptions {
  /** 0: any free port (tests); the public URL then takes the port given. */
  port: number;
  /** Where browsers and the product reach the demo EHR: the OpenID issuer, `/fhir` its FHIR base. */
  publicUrl: string;
  /** The product: its SMART callback is the one registered redirect URI, its `/cds-services` the CDS server. */
  productUrl: string;
  /** The product's registration with the demo EHR's authorization server (client_secret_basic). */
  clientId: string;
  clientSecret: string;
  /** The demo EHR's own registration with the product's FHIR API (SMART Backend Services), signed with the key at `/jwks`. */
  backendClientId: string;
  host?: string;
  /** Injected in tests: the transport of the calls to the product (CDS Hooks, its FHIR API). */
  fetch?: typeof fetch;
}

export interface DemoEhr {
  url: string;
  fhirBaseUrl: string;
  close(): Promise<void>;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The demo EHR beside the product, as the EHR adapter's local default: a SMART App Launch 2.x
 * authorization server (oidc-provider), a FHIR R4 API over synthetic patients (Medplum's
 * FhirRouter and MemoryRepository), a small EHR screen that launches Carelane and calls its CDS
 * Hooks service. Everything is in memory and made at start; never run in production.
 */
export async function startDemoEhr(options: DemoEhrOptions): Promise<DemoEhr> {
  // The server listens first so that a port 0 (tests) is known before the issuer URL is made.
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const publicUrl = new URL(options.publicUrl);
  if (options.port === 0) publicUrl.port = String((server.address() as AddressInfo).port);
  const url = withoutTrailingSlash(publicUrl.href);
  const fhirBaseUrl = `${url}/fhir`;
  const productUrl = withoutTrailingSlash(options.productUrl);

  const today = new Date();
  const patients = demoPatients(today);
  const repository = await createDemoRepository(today);
  const store = { fhirBaseUrl, repository, router: new FhirRouter() };
  const keys = await generateDemoEhrKeys();
  const launches = createLaunchContexts();
  const sessions = createScreenSessions();
  const endpoints = endpointsOf(url);
  const provider = createAuthorizationServer({
    issuer: url,
    fhirBaseUrl,
    productUrl,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    keys,
    launches,
    repository,
  });

  provider.use(errorPage);
  provider.use(
    fhirServer({
      ...store,
      readAccessToken: (token) => readAccessToken(provider, fhirBaseUrl, token),
      smartConfiguration: smartConfiguration(endpoints),
      capabilityStatement: capabilityStatement(fhirBaseUrl, endpoints, today.toISOString().slice(0, 10)),
    }),
  );
  provider.use(interactionRoutes({ provider, fhirBaseUrl, launches, sessions, repository }).routes());
  const signing = {
    signingKey: keys.clientSigningKey,
    kid: keys.clientSigningKid,
    alg: CLIENT_SIGNING_ALG,
    fetch: options.fetch,
  };
  provider.use(
    screenRoutes({
      store,
      sessions,
      launches,
      cds: createCdsClient({ issuer: url, ...signing }),
      carelaneOrders: createCarelaneOrdersReader({
        productUrl,
        clientId: options.backendClientId,
        jwksUrl: endpoints.jwks,
        ...signing,
      }),
      productUrl,
      stories: new Map(patients.map((p) => [p.id, p.story])),
      today: () => new Date().toISOString().slice(0, 10),
    }).routes(),
  );
  handle = provider.callback();

  return {
    url,
    fhirBaseUrl,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
