import { afterAll } from 'vitest';
import type { AppContext } from '../../app-context';
import type { Audited, Inject } from '../../test/audit-cases';
import type { AuthHeaders } from '../../test/auth-helpers';
import { startSigningClient } from '../trusted-jwts/signing-client.test-support';
import { cdsServiceUrl } from './cds-services';
import { chartPrefetch, draftDeviceRequest, hookRequest, RESULTS } from './hook-requests.test-support';

const ISSUER = 'https://audit-case-ehr.example.org';

/**
 * The CDS Hooks services for the PHI route-table test (`audit/phi-routes.test.ts`): a CDS client
 * made for the test signs each call. The app reads CDS_CLIENTS on every call, so the case adds its
 * client to the test app's settings, as the setting would name it.
 */
export function cdsHooksAuditCases(context: () => AppContext, inject: Inject, audited: Audited) {
  const client = startSigningClient();
  afterAll(async () => (await client).close());
  const call = (id: 'order-select' | 'order-sign') => ({
    route: `POST /cds-services/${id}`,
    run: async () => {
      const { config } = context();
      const { jwksUrl, sign } = await client;
      config.CDS_CLIENTS = `${ISSUER}=${jwksUrl}`;
      const token = await sign({ iss: ISSUER, aud: cdsServiceUrl(config.PUBLIC_URL, id) });
      const body = hookRequest(id, {
        orders: [draftDeviceRequest('dr-cpap', 'E0601', 'CPAP device')],
        prefetch: chartPrefetch({ observations: RESULTS.mildSleepApnea() }),
      });
      // The Inject type names the product's sign-in headers; a hook call sends its signed JWT instead.
      const headers = { authorization: `Bearer ${token}` } as unknown as AuthHeaders;
      await audited(`POST /cds-services/${id}`, () => inject('POST', `/cds-services/${id}`, headers, body));
    },
  });
  return [call('order-select'), call('order-sign')];
}
