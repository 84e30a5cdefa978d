import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { ehrConnections } from '../../config';
import { consultations } from '../../db/schema/index';
import type { Audited, Inject } from '../../test/audit-cases';
import type { AuthHeaders } from '../../test/auth-helpers';
import { issueAccessToken } from './fhir-access-token';
import { fhirEndpoints } from './fhir-discovery';

/**
 * The FHIR read API's routes for the PHI route-table test (`audit/phi-routes.test.ts`): the work
 * order the test wrote is marked as the demo EHR's, and its client (a token minted as the token
 * endpoint would, its assertion being tested in `fhir.routes.test.ts`) searches and reads it.
 */
export function fhirAuditCases(
  context: () => AppContext,
  workOrder: () => string,
  inject: Inject,
  audited: Audited,
) {
  const bearer = async () => {
    const { config, db } = context();
    const [demo] = ehrConnections(config);
    if (!demo?.backendClientId) throw new Error('no EHR connection with a backend client');
    await db
      .update(consultations)
      .set({ ehrIssuer: demo.iss, ehrPatientId: 'demo-patient' })
      .where(eq(consultations.id, workOrder()));
    const token = await issueAccessToken(
      {
        clientId: demo.backendClientId,
        ehrIssuer: demo.iss,
        scope: 'system/DeviceRequest.rs system/DocumentReference.r',
      },
      { secretKey: config.SECRET_KEY, fhirBase: fhirEndpoints(config.PUBLIC_URL).base },
    );
    // The Inject type names the product's sign-in headers; a FHIR call sends its bearer token instead.
    return { authorization: `Bearer ${token}` } as unknown as AuthHeaders;
  };
  const read = (route: string, url: () => string) => ({
    route,
    run: async () => {
      const headers = await bearer();
      await audited(route, () => inject('GET', url(), headers));
    },
  });
  return [
    read('GET /fhir/DeviceRequest', () => '/fhir/DeviceRequest?patient=demo-patient'),
    read('GET /fhir/DeviceRequest/:id', () => `/fhir/DeviceRequest/${workOrder()}-1`),
    read('GET /fhir/DocumentReference/:id', () => `/fhir/DocumentReference/${workOrder()}-cover-sheet`),
  ];
}
