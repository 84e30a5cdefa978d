import { evaluateWorkOrderCoverage } from '@dme/shared/coverage/index';
import type { WorkOrderForFhir } from './device-requests';

const NOW = new Date('2026-11-25T15:00:00Z');

const papLine: WorkOrderForFhir['lines'][number] = {
  code: 'E0601',
  description: 'Continuous positive airway pressure (CPAP) device',
  icd10Codes: ['G47.33', 'I10'],
  lengthOfNeed: 99,
  pressureSetting: 10,
  po2Percent: null,
  arterialSaturationPercent: null,
  evidence: {
    kind: 'pap',
    faceToFaceDate: '2026-09-20',
    sleepTestDate: '2026-10-02',
    sleepTestType: 'in_lab_psg',
    ahiOrRdi: 12,
    eventCount: 58,
    symptoms: ['hypertension'],
    cpapTriedAndFailed: null,
  },
};

const maskLine: WorkOrderForFhir['lines'][number] = {
  code: 'A7030',
  description: null,
  icd10Codes: ['G47.33'],
  lengthOfNeed: null,
  pressureSetting: null,
  po2Percent: null,
  arterialSaturationPercent: null,
  evidence: null,
};

/** A CPAP order signed from an EHR launch, judged by today's rules, with its mask. */
export function cpapOrderFromEhr(overrides: Partial<WorkOrderForFhir> = {}): WorkOrderForFhir {
  const lines = [papLine, maskLine];
  const verdict = evaluateWorkOrderCoverage(
    {
      patientName: 'Maria Elena Lopez',
      providerSignature: 'Ana Chen',
      providerSignatureDate: '2026-11-25',
      provider: { name: 'Ana Chen', npi: '1234567893' },
      hcpcsCodes: lines,
    },
    NOW,
  );
  return {
    uuid: '6f1c2b8e-5d4a-4c1e-9b7a-2e3f4a5b6c7d',
    referralCode: 'K7M2QX',
    createdAt: NOW,
    providerSignatureDate: '2026-11-25',
    fulfilmentStatus: 'shipped',
    patient: {
      name: 'Maria Elena Lopez',
      dob: '1961-04-12',
      phone: '(213) 555-0188',
      email: 'maria.lopez@example.com',
      address: {
        line1: '742 Evergreen Terrace',
        line2: 'Apt 2',
        city: 'Los Angeles',
        state: 'CA',
        zip: '90012',
      },
    },
    ehr: { issuer: 'http://localhost:3001/fhir/', patientId: 'pat-1' },
    insurance: { payerName: 'Aetna', memberId: 'W123456789' },
    provider: { name: 'Ana Chen', npi: '1234567893' },
    priorAuth: { status: 'Not Required', reference: null },
    lines,
    coverageVerdict: { ...verdict, evaluatedAt: NOW.toISOString() },
    ...overrides,
  };
}

/** An oxygen order typed in the product: no EHR, no insurance on file, no verdict stored. */
export function oxygenOrderTyped(): WorkOrderForFhir {
  return cpapOrderFromEhr({
    uuid: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    fulfilmentStatus: 'ordered',
    providerSignatureDate: null,
    ehr: null,
    insurance: null,
    provider: { name: 'Ana Chen', npi: null },
    priorAuth: { status: 'Pending', reference: null },
    coverageVerdict: null,
    lines: [
      {
        code: 'E1390',
        description: 'Oxygen concentrator',
        icd10Codes: ['J44.9'],
        lengthOfNeed: null,
        pressureSetting: null,
        po2Percent: 54,
        arterialSaturationPercent: 87,
        evidence: {
          kind: 'oxygen',
          testDate: '2026-10-05',
          testCondition: 'during_sleep',
          testedAsInpatient: false,
          dischargeDate: null,
          dependentEdema: true,
          corPulmonaleOrPulmonaryHypertension: false,
          hematocritPercent: 57,
        },
      },
      {
        code: 'E0603',
        description: 'Breast pump, electric',
        icd10Codes: ['Z39.1'],
        lengthOfNeed: null,
        pressureSetting: null,
        po2Percent: null,
        arterialSaturationPercent: null,
        evidence: {
          kind: 'breastPump',
          dueDate: '2027-01-15',
          planWindowDaysBeforeDue: 30,
          planWindowDaysAfterDue: 60,
          medicalNeed: '',
        },
      },
    ],
  });
}
