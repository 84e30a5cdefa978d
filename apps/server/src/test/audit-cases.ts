import type { LightMyRequestResponse } from 'fastify';
import type { AuthHeaders } from './auth-helpers';

/** How an area's cases for the PHI route-table test (`audit/phi-routes.test.ts`) call the app. */
export type Inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: AuthHeaders,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** Runs one call of `route` and checks it wrote exactly one audit row. */
export type Audited = (route: string, call: () => Promise<LightMyRequestResponse>) => Promise<unknown>;
