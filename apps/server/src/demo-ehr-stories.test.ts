import { demoPatients } from '@dme/demo-ehr/demo-data/patients';
import { DEMO_PRACTITIONERS } from '@dme/demo-ehr/demo-data/practitioners';
import { evaluateWorkOrderCoverage } from '@dme/shared/coverage/index';
import type {
  Condition,
  Coverage,
  Encounter,
  Observation,
  Patient,
  Practitioner,
  Resource,
} from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { coverageOrderFromFhir } from './features/fhir/coverage-from-fhir';
import { prefillFromFhir } from './features/fhir/prefill-from-fhir';

/**
 * The demo EHR's synthetic patients (apps/demo-ehr) each tell one verdict of the coverage rules;
 * read here as the product reads an EHR's records (the FHIR pre-fill, then the rules), so a change
 * of either that breaks a story is seen.
 */
const NOW = new Date('2026-06-15T17:00:00Z');
const patients = demoPatients(NOW);

function verdictOf(patientId: string, hcpcs: string) {
  const resources = patients.find((p) => p.id === patientId)?.resources ?? [];
  const of = <T extends Resource>(type: T['resourceType']) =>
    resources.filter((r): r is T => r.resourceType === type);
  const prefill = prefillFromFhir(
    {
      patient: of<Patient>('Patient')[0] as Patient,
      coverages: of<Coverage>('Coverage'),
      conditions: of<Condition>('Condition'),
      encounters: of<Encounter>('Encounter'),
      observations: of<Observation>('Observation'),
      practitioner: DEMO_PRACTITIONERS[0] as Practitioner,
      draftOrders: [],
    },
    { name: 'Demo EHR', iss: 'http://localhost:3001/fhir' },
    NOW,
  );
  const verdict = evaluateWorkOrderCoverage(coverageOrderFromFhir(prefill, { hcpcsCodes: [hcpcs] }), NOW);
  return { prefill, line: verdict.lines[0] };
}

describe('the demo EHR patients, read by the product', () => {
  it('Harold Bennett: CPAP meets LCD L33718, the face-to-face visit read from his encounters', () => {
    const { prefill, line } = verdictOf('harold-bennett', 'E0601');
    expect(prefill.evidence).toMatchObject({
      ahiOrRdi: { value: 31.4 },
      eventCount: { value: 219 },
      sleepTestType: { value: 'in_lab_psg' },
    });
    expect(prefill.insurance?.value).toEqual({ payerName: 'Aetna', memberId: 'CLN-100-001' });
    expect(prefill.practitioner?.value).toEqual({ name: 'Daniel Reyes', npi: '1003000126' });
    expect(prefill.evidence.faceToFaceDate?.source.resourceType).toBe('Encounter');
    expect(line?.status).toBe('meets');
  });

  it('Linda Park: CPAP will not qualify, AHI 12 with no documented condition', () => {
    const { line } = verdictOf('linda-park', 'E0601');
    expect(line?.status).toBe('does_not_meet');
    expect(line?.findings.map((f) => f.message)).toContainEqual(
      expect.stringMatching(/^AHI\/RDI 12 \(5–14\) needs one of/),
    );
  });

  it('Robert Nguyen: CPAP is missing the sleep test date', () => {
    const { line } = verdictOf('robert-nguyen', 'E0601');
    expect(line?.status).toBe('incomplete');
    expect(line?.findings.map((f) => f.message)).toContain('Missing: Sleep test date');
  });

  it('Dorothy Alvarez: home oxygen meets Group I at rest, tested within 30 days', () => {
    const { prefill, line } = verdictOf('dorothy-alvarez', 'E1390');
    expect(prefill.evidence).toMatchObject({
      arterialSaturationPercent: { value: 86 },
      po2: { value: 52 },
      oxygenTestCondition: { value: 'at_rest' },
    });
    expect(line?.status).toBe('meets');
  });

  it('Aisha Rahman: a breast pump with the due date, the plan window left to the form', () => {
    const { prefill, line } = verdictOf('aisha-rahman', 'E0603');
    expect(prefill.evidence.dueDate?.value).toBe('2026-07-09');
    expect(line?.findings.map((f) => f.message)).not.toContain('Missing: Due date');
  });
});
