import { workOrderPrefillSchema } from '@dme/shared/ehr/prefill';
import type { Encounter } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { loincObservation, sleepApneaRecords } from './ehr-records.test-support';
import { type EhrRecords, prefillFromFhir } from './prefill-from-fhir';
import { r4ErrorsOf } from './r4-validation.test-support';

const EHR = { name: 'Demo EHR', iss: 'http://localhost:3001/fhir' };
const NOW = new Date('2026-11-25T15:00:00Z');
const prefill = (records: EhrRecords) => prefillFromFhir(records, EHR, NOW);
const withObservations = (...observations: EhrRecords['observations']) => ({
  ...sleepApneaRecords(),
  observations,
});

describe('prefillFromFhir', () => {
  it('reads fixtures that are valid R4 (so the mapping is tested on real shapes)', () => {
    const records = sleepApneaRecords();
    const resources = [
      records.patient,
      ...records.coverages,
      ...records.conditions,
      ...records.observations,
      records.practitioner!,
      ...records.draftOrders,
    ];
    expect(resources.flatMap(r4ErrorsOf)).toEqual([]);
  });

  it('answers the shared pre-fill shape, each value with the resource it came from', () => {
    const result = prefill(sleepApneaRecords());
    expect(workOrderPrefillSchema.parse(result)).toEqual(result);
    expect(result.ehr).toEqual({ ...EHR, patientId: 'pat-1' });
  });

  it('reads the patient: current official name, mobile phone in the product format, e-mail, home address', () => {
    const result = prefill(sleepApneaRecords());
    const source = { resourceType: 'Patient', id: 'pat-1', label: 'Patient record', date: null };
    expect(result.patientName).toEqual({ value: 'Maria Elena Lopez', source });
    expect(result.patientDob).toEqual({ value: '1961-04-12', source });
    expect(result.patientPhone).toEqual({ value: '(213) 555-0188', source });
    expect(result.patientEmail).toEqual({ value: 'maria.lopez@example.com', source });
    expect(result.patientAddress?.value).toEqual({
      line1: '742 Evergreen Terrace',
      line2: 'Apt 2',
      city: 'Los Angeles',
      state: 'CA',
      zip: '90012',
    });
  });

  it('leaves out what the patient record does not hold in a usable form', () => {
    const records = sleepApneaRecords();
    records.patient = {
      resourceType: 'Patient',
      id: 'pat-1',
      birthDate: '1961',
      telecom: [{ system: 'phone', value: '555-0188' }],
      address: [{ use: 'home', line: ['1 Main'], period: { end: '2020-01-01' } }],
    };
    const result = prefill(records);
    expect(result.patientName).toBeNull();
    expect(result.patientDob).toBeNull();
    expect(result.patientPhone).toBeNull();
    expect(result.patientEmail).toBeNull();
    expect(result.patientAddress).toBeNull();
  });

  it('reads the coverage in force: payer from the contained Organization, member ID typed MB', () => {
    expect(prefill(sleepApneaRecords()).insurance).toEqual({
      value: { payerName: 'Aetna', memberId: 'W123456789' },
      source: { resourceType: 'Coverage', id: 'cov-1', label: 'Coverage: Aetna', date: '2026-01-01' },
    });
  });

  it('prefers payor display and subscriberId, and the first coverage by order', () => {
    const records = sleepApneaRecords();
    records.coverages.push({
      resourceType: 'Coverage',
      id: 'cov-primary',
      status: 'active',
      order: 1,
      beneficiary: { reference: 'Patient/pat-1' },
      payor: [{ reference: 'Patient/pat-1' }, { reference: 'Organization/x', display: 'Medicare Part B' }],
      subscriberId: '1EG4-TE5-MK73',
    });
    expect(prefill(records).insurance?.value).toEqual({
      payerName: 'Medicare Part B',
      memberId: '1EG4-TE5-MK73',
    });
  });

  it('reads no coverage that has ended, is cancelled or is another patient’s', () => {
    const records = sleepApneaRecords();
    records.coverages = [
      { ...records.coverages[1]!, period: { start: '2025-01-01', end: '2025-12-31' } },
      { ...records.coverages[1]!, id: 'c2', beneficiary: { reference: 'Patient/someone-else' } },
      records.coverages[0]!,
    ];
    expect(prefill(records).insurance).toBeNull();
  });

  it('reads active confirmed ICD-10-CM diagnoses in the dotted form, then the draft order’s reasons', () => {
    const result = prefill(sleepApneaRecords());
    expect(result.diagnoses.map((d) => d.value)).toEqual([
      { code: 'G47.33', display: 'Obstructive sleep apnea' },
      { code: 'I10', display: 'Hypertension' },
    ]);
    expect(result.diagnoses[0]?.source).toEqual({
      resourceType: 'Condition',
      id: 'cond-osa',
      label: 'Condition: Obstructive sleep apnea (ICD-10-CM G47.33)',
      date: '2026-10-02',
    });
  });

  it('adds a diagnosis only the draft order names', () => {
    const records = sleepApneaRecords();
    records.conditions = [];
    expect(prefill(records).diagnoses).toEqual([
      {
        value: { code: 'G47.33', display: '' },
        source: {
          resourceType: 'DeviceRequest',
          id: 'draft-1',
          label: "Draft order's reason: G47.33",
          date: '2026-11-20',
        },
      },
    ]);
  });

  it('reads the HCPCS code of each draft order, by the HCPCS OID too', () => {
    expect(prefill(sleepApneaRecords()).hcpcsCodes).toEqual([
      {
        value: 'E0601',
        source: {
          resourceType: 'DeviceRequest',
          id: 'draft-1',
          label: 'Draft order: CPAP device',
          date: '2026-11-20',
        },
      },
    ]);
  });

  it('reads the practitioner’s name and NPI', () => {
    expect(prefill(sleepApneaRecords()).practitioner).toEqual({
      value: { name: 'Ana Chen', npi: '1234567893' },
      source: { resourceType: 'Practitioner', id: 'prac-1', label: 'Practitioner record', date: null },
    });
  });

  it('drops an NPI that fails its check digit', () => {
    const records = sleepApneaRecords();
    records.practitioner = {
      resourceType: 'Practitioner',
      id: 'p',
      identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: '1234567890' }],
    };
    expect(prefill(records).practitioner).toBeNull();
  });

  describe('the sleep study', () => {
    it('reads the latest final AHI, its date, the PSG named by its method and the events summed', () => {
      const { evidence } = prefill(sleepApneaRecords());
      const ahiSource = {
        resourceType: 'Observation',
        id: 'ahi-1',
        label: 'Observation: AHI (LOINC 69990-0)',
        date: '2026-10-02',
      };
      expect(evidence.ahiOrRdi).toEqual({ value: 12, source: ahiSource });
      expect(evidence.sleepTestDate).toEqual({ value: '2026-10-02', source: ahiSource });
      expect(evidence.sleepTestType?.value).toBe('in_lab_psg');
      expect(evidence.eventCount).toMatchObject({
        value: 58,
        source: {
          label: 'Observation: apneas and hypopneas (LOINC 90560-4 + 90553-9 + 90555-4)',
          date: '2026-10-02',
        },
      });
    });

    it('reads the RDI when it is the latest study, and a home test from its method', () => {
      const { evidence } = prefill(
        withObservations(
          loincObservation('ahi-old', '69990-0', 9, '/h', '2025-02-01'),
          loincObservation('rdi-1', '90566-1', 17.25, '/h', '2026-09-01', {
            method: { coding: [{ display: 'Home sleep apnea test (type III)' }] },
          }),
        ),
      );
      expect(evidence.ahiOrRdi?.value).toBe(17.3);
      expect(evidence.ahiOrRdi?.source.label).toBe('Observation: RDI (LOINC 90566-1)');
      expect(evidence.sleepTestType?.value).toBe('home_sleep_test');
      expect(evidence.eventCount).toBeNull();
    });

    it('reads a Polysomnography panel’s components as an in-lab study', () => {
      const panel = {
        ...loincObservation('psg', '90568-7', null, '', '2026-08-10'),
        component: [
          {
            code: { coding: [{ system: 'http://loinc.org', code: '69990-0' }] },
            valueQuantity: { value: 22, unit: '/h' },
          },
          {
            code: { coding: [{ system: 'http://loinc.org', code: '90560-4' }] },
            valueQuantity: { value: 100 },
          },
          {
            code: { coding: [{ system: 'http://loinc.org', code: '90555-4' }] },
            valueQuantity: { value: 60 },
          },
        ],
      };
      expect(r4ErrorsOf(panel)).toEqual([]);
      const { evidence } = prefill(withObservations(panel));
      expect(evidence.ahiOrRdi?.value).toBe(22);
      expect(evidence.sleepTestType).toMatchObject({ value: 'in_lab_psg', source: { id: 'psg' } });
      expect(evidence.eventCount?.value).toBe(160);
    });

    it('reads a study a Polysomnography panel lists as its member as a PSG', () => {
      const member = loincObservation('ahi-m', '69990-0', 31, '/h', '2026-08-10');
      const panel = {
        ...loincObservation('psg', '90568-7', null, '', '2026-08-10'),
        hasMember: [{ reference: 'Observation/ahi-m' }],
      };
      expect(prefill(withObservations(member, panel)).evidence.sleepTestType?.value).toBe('in_lab_psg');
    });

    it('says nothing of the test type when the EHR says nothing of it', () => {
      const { evidence } = prefill(
        withObservations(loincObservation('a', '69990-0', 31, '/h', '2026-08-10')),
      );
      expect(evidence.sleepTestType).toBeNull();
      expect(evidence.eventCount).toBeNull();
    });

    it('counts no events when the obstructive apneas or hypopneas are missing', () => {
      const { evidence } = prefill(
        withObservations(
          loincObservation('a', '69990-0', 31, '/h', '2026-08-10'),
          loincObservation('h', '90555-4', 31, '{#}', '2026-08-10'),
        ),
      );
      expect(evidence.eventCount).toBeNull();
    });
  });

  describe('the oxygen test', () => {
    it('reads the saturation, PaO2 turned from kPa into mm Hg, the latest date and the condition in words', () => {
      const { evidence } = prefill(sleepApneaRecords());
      expect(evidence.arterialSaturationPercent).toMatchObject({
        value: 87,
        source: { id: 'spo2-1', label: 'Observation: SpO2 (LOINC 59408-5)' },
      });
      expect(evidence.po2).toMatchObject({
        value: 54,
        source: { id: 'pao2-1', label: 'Observation: PaO2 (LOINC 2703-7)' },
      });
      expect(evidence.oxygenTestDate).toMatchObject({ value: '2026-10-05', source: { id: 'spo2-1' } });
      expect(evidence.oxygenTestCondition).toMatchObject({ value: 'at_rest', source: { id: 'spo2-1' } });
    });

    it.each([
      ['89276-0', {}, 'on_exertion'],
      ['59412-7', {}, 'on_exertion'],
      ['2708-6', { method: { text: 'Overnight oximetry' } }, 'during_sleep'],
      ['59408-5', { method: { text: '6-minute walk test' } }, 'on_exertion'],
      ['59408-5', {}, null],
    ])('reads the condition of a %s saturation', (code, extra, condition) => {
      const { evidence } = prefill(
        withObservations(loincObservation('s', code, 86, '%', '2026-10-05', extra)),
      );
      expect(evidence.arterialSaturationPercent?.value).toBe(86);
      expect(evidence.oxygenTestCondition?.value ?? null).toBe(condition);
    });

    it('reads a saturation sent as a fraction, and a PaO2 in mm Hg', () => {
      const { evidence } = prefill(
        withObservations(
          loincObservation('s', '2708-6', 0.88, '1', '2026-10-05'),
          loincObservation('p', '2703-7', 55, 'mm[Hg]', '2026-10-06'),
        ),
      );
      expect(evidence.arterialSaturationPercent?.value).toBe(88);
      expect(evidence.po2?.value).toBe(55);
      expect(evidence.oxygenTestDate?.value).toBe('2026-10-06');
    });

    it('reads no value in a unit it does not know', () => {
      const { evidence } = prefill(
        withObservations(loincObservation('p', '2703-7', 55, 'mg/dL', '2026-10-06')),
      );
      expect(evidence.po2).toBeNull();
    });
  });

  it('reads the estimated delivery date', () => {
    const edd = {
      ...loincObservation('edd', '11778-8', null, '', '2026-09-01'),
      valueDateTime: '2027-01-15',
    };
    expect(r4ErrorsOf(edd)).toEqual([]);
    expect(prefill(withObservations(edd)).evidence.dueDate).toEqual({
      value: '2027-01-15',
      source: {
        resourceType: 'Observation',
        id: 'edd',
        label: 'Observation: Estimated due date (LOINC 11778-8)',
        date: '2026-09-01',
      },
    });
  });

  it('reads the face-to-face evaluation: the last finished office visit on or before the sleep test', () => {
    const visit = (id: string, start: string, extra: Partial<Encounter> = {}): Encounter => ({
      resourceType: 'Encounter',
      id,
      status: 'finished',
      class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB' },
      type: [{ text: 'Face-to-face office visit' }],
      subject: { reference: 'Patient/pat-1' },
      period: { start },
      ...extra,
    });
    const encounters = [
      visit('early', '2026-08-01'),
      visit('before-test', '2026-09-20'),
      // After the sleep test (2026-10-02), planned, at a hospital or another patient's: none counts.
      visit('after-test', '2026-10-20'),
      visit('planned', '2026-09-25', { status: 'planned' }),
      visit('inpatient', '2026-09-26', { class: { code: 'IMP' } }),
      visit('other', '2026-09-27', { subject: { reference: 'Patient/someone-else' } }),
    ];
    for (const encounter of encounters) expect(r4ErrorsOf(encounter)).toEqual([]);
    expect(prefill({ ...sleepApneaRecords(), encounters }).evidence.faceToFaceDate).toEqual({
      value: '2026-09-20',
      source: {
        resourceType: 'Encounter',
        id: 'before-test',
        label: 'Encounter: Face-to-face office visit',
        date: '2026-09-20',
      },
    });
    expect(prefill(sleepApneaRecords()).evidence.faceToFaceDate).toBeNull();
  });

  it('reads nothing from an empty chart but the patient id', () => {
    const result = prefill({
      patient: { resourceType: 'Patient', id: 'p0' },
      coverages: [],
      conditions: [],
      observations: [],
      practitioner: null,
      draftOrders: [],
    });
    expect(workOrderPrefillSchema.parse(result)).toEqual(result);
    expect(Object.values(result.evidence).every((value) => value === null)).toBe(true);
    expect(result.diagnoses).toEqual([]);
  });
});
