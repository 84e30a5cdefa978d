import type { WorkOrderPrefill } from '@dme/shared/ehr/prefill';
import type { AppContext } from '../../app-context';
import { ehrLaunches } from '../../db/schema/index';
import { randomToken, sha256 } from '../../lib/secure-token';
import type { Audited, Inject } from '../../test/audit-cases';
import type { AuthHeaders } from '../../test/auth-helpers';
import { findProviderByNpi } from './ehr-launch.repo';

const DEMO_PROVIDER_NPI = '1245319599';
const source = { resourceType: 'Patient', id: 'audit-patient', label: 'Patient record', date: null };

/** A chart as a launch keeps it, for the test to read back (the launch itself: ehr-launch.routes.test.ts). */
const prefill = (iss: string): WorkOrderPrefill => ({
  ehr: { name: 'Demo EHR', iss, patientId: 'audit-patient' },
  patientName: { value: 'Audit Patient', source },
  patientDob: null,
  patientEmail: null,
  patientPhone: null,
  patientAddress: null,
  insurance: null,
  diagnoses: [],
  hcpcsCodes: [],
  evidence: {
    faceToFaceDate: null,
    sleepTestDate: null,
    sleepTestType: null,
    ahiOrRdi: null,
    eventCount: null,
    oxygenTestDate: null,
    oxygenTestCondition: null,
    arterialSaturationPercent: null,
    po2: null,
    dueDate: null,
  },
  practitioner: null,
});

/** The launch's pre-fill read, for the PHI route-table test (`audit/phi-routes.test.ts`). */
export function ehrLaunchAuditCases(
  context: () => AppContext,
  provider: () => AuthHeaders,
  inject: Inject,
  audited: Audited,
) {
  const authorizedLaunch = async () => {
    const { db } = context();
    const owner = await findProviderByNpi(db, DEMO_PROVIDER_NPI);
    if (!owner) throw new Error('the demo provider is missing');
    const iss = 'http://localhost:3001/fhir';
    const [launch] = await db
      .insert(ehrLaunches)
      .values({
        stateHash: sha256(randomToken()),
        browserHash: sha256(randomToken()),
        iss,
        launch: null,
        codeVerifier: '',
        authorizedAt: new Date(),
        expiresAt: new Date(Date.now() + 60 * 60_000),
        providerId: owner.providerId,
        ehrPatientId: 'audit-patient',
        grantedScope: 'launch openid fhirUser patient/Patient.rs',
        prefill: prefill(iss),
      })
      .returning({ id: ehrLaunches.id });
    return launch?.id ?? '';
  };
  return [
    {
      route: 'GET /api/ehr_launches/:id',
      run: async () => {
        const id = await authorizedLaunch();
        await audited('GET /api/ehr_launches/:id', () =>
          inject('GET', `/api/ehr_launches/${id}`, provider()),
        );
      },
    },
  ];
}
