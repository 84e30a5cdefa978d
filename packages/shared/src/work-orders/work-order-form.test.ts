import { describe, expect, it } from 'vitest';
import { failsCmsOxygenCriteria, oneVerticalMessage } from './constants';
import {
  createWorkOrderSchema,
  type HcpcsRule,
  WORK_ORDER_MESSAGES as M,
  requiredSecondaryMessage,
  type WorkOrderInput,
} from './work-order-form';

const dx = (code: string, isPrimaryDx: boolean, isSecondaryDx = false, isRequiredSecondaryDx = false) => ({
  code,
  isPrimaryDx,
  isSecondaryDx,
  isRequiredSecondaryDx,
});

const rules = new Map<string, HcpcsRule>([
  [
    'E0603',
    {
      code: 'E0603',
      verticalName: 'Breast Pump',
      isCpap: false,
      isCpapMachine: false,
      isOxygenCore: false,
      icd10s: [dx('Z39.1', true), dx('P07.30', false, true)],
    },
  ],
  [
    'E0601',
    {
      code: 'E0601',
      verticalName: 'Respiratory Care',
      isCpap: true,
      isCpapMachine: true,
      isOxygenCore: false,
      icd10s: [dx('G47.33', true), dx('I10', false, true)],
    },
  ],
  [
    'A7030',
    {
      code: 'A7030',
      verticalName: 'Respiratory Care',
      isCpap: true,
      isCpapMachine: false,
      isOxygenCore: false,
      icd10s: [dx('G47.33', true)],
    },
  ],
  [
    'E1390',
    {
      code: 'E1390',
      verticalName: 'Respiratory Care',
      isCpap: false,
      isCpapMachine: false,
      isOxygenCore: true,
      icd10s: [dx('J44.9', true), dx('Z99.81', false, true, true)],
    },
  ],
]);
const schema = createWorkOrderSchema(rules, '2026-11-22');

const line = (code: string, icd10Codes: string[], extra: Record<string, unknown> = {}) => ({
  code,
  lengthOfNeed: null,
  pressureSetting: null,
  po2Percent: null,
  arterialSaturationPercent: null,
  icd10Codes,
  ...extra,
});

const breastPump: WorkOrderInput = {
  referralCode: 'BRSPMP',
  patientName: 'Ana Lopez',
  patientEmail: 'ana@example.com',
  providerSignature: 'Dr. Jane Doe',
  providerSignatureDate: '2026-11-20',
  hcpcsCodes: [line('E0603', ['Z39.1'])],
};
const cpap: WorkOrderInput = {
  ...breastPump,
  patientPhone: '(555) 123-4567',
  providerAttestation: true,
  eligibleForMachine: true,
  hcpcsCodes: [line('E0601', ['G47.33'], { lengthOfNeed: 99, pressureSetting: 10 })],
};

const messagesFor = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('work order schema', () => {
  it('accepts complete Breast Pump and CPAP orders', () => {
    expect(messagesFor(breastPump)).toEqual([]);
    expect(messagesFor(cpap)).toEqual([]);
  });

  it.each([
    ['no contact', { ...breastPump, patientEmail: '' }, `patientEmail: ${M.emailOrPhone}`],
    ['bad phone', { ...breastPump, patientPhone: '555-12' }, `patientPhone: ${M.phoneInvalid}`],
    ['bad email', { ...breastPump, patientEmail: 'ana@' }, `patientEmail: ${M.emailInvalid}`],
    ['respiratory without phone', { ...cpap, patientPhone: '' }, `patientPhone: ${M.phoneRequired}`],
    ['no attestation', { ...cpap, providerAttestation: false }, `providerAttestation: ${M.attestation}`],
    ['no signature', { ...breastPump, providerSignature: ' ' }, `providerSignature: ${M.signatureRequired}`],
    [
      'bad signature date',
      { ...breastPump, providerSignatureDate: '2026-13-01' },
      `providerSignatureDate: ${M.validDate}`,
    ],
    [
      'future signature date',
      { ...breastPump, providerSignatureDate: '2026-11-23' },
      `providerSignatureDate: ${M.futureDate}`,
    ],
    [
      'assistance without time',
      { ...breastPump, phoneAssistanceRequired: true },
      `bestTimeToCall: ${M.bestTimeToCall}`,
    ],
    [
      'machine question unanswered',
      { ...cpap, eligibleForMachine: null },
      `eligibleForMachine: ${M.machineQuestion}`,
    ],
    ['no codes', { ...breastPump, hcpcsCodes: [] }, `hcpcsCodes: ${M.noCodes}`],
    [
      'no diagnosis',
      { ...breastPump, hcpcsCodes: [line('E0603', [])] },
      `hcpcsCodes.0.icd10Codes: ${M.noDiagnosis}`,
    ],
    [
      'secondary only',
      { ...breastPump, hcpcsCodes: [line('E0603', ['P07.30'])] },
      `hcpcsCodes.0.icd10Codes: ${M.noPrimaryDiagnosis}`,
    ],
    [
      'diagnosis of another code',
      { ...breastPump, hcpcsCodes: [line('E0603', ['Z39.1', 'G47.33'])] },
      `hcpcsCodes.0.icd10Codes: ${M.unsupportedDiagnosis}`,
    ],
    [
      'CPAP without pressure',
      { ...cpap, hcpcsCodes: [line('E0601', ['G47.33'], { lengthOfNeed: 99 })] },
      `hcpcsCodes.0.pressureSetting: ${M.pressureSetting}`,
    ],
    [
      'oxygen without levels',
      { ...cpap, eligibleForMachine: null, hcpcsCodes: [line('E1390', ['J44.9', 'Z99.81'])] },
      `hcpcsCodes.0.po2Percent: ${M.oxygenLevels}`,
    ],
    [
      'required secondary missing',
      { ...cpap, hcpcsCodes: [line('E1390', ['J44.9'], { po2Percent: 50 })] },
      `hcpcsCodes.0.icd10Codes: ${requiredSecondaryMessage(['Z99.81'])}`,
    ],
    [
      'two verticals',
      { ...cpap, hcpcsCodes: [...(cpap.hcpcsCodes ?? []), line('E0603', ['Z39.1'])] },
      `hcpcsCodes: ${M.oneVertical}`,
    ],
    [
      'unknown code',
      { ...breastPump, hcpcsCodes: [line('Z9999', ['Z39.1'])] },
      `hcpcsCodes.0.code: ${M.unknownCode}`,
    ],
  ])('refuses %s', (_name, input, message) => {
    expect(messagesFor(input)).toContain(message);
  });

  it('asks the machine question only when a CPAP machine code is present', () => {
    const maskOnly = {
      ...cpap,
      eligibleForMachine: null,
      hcpcsCodes: [line('A7030', ['G47.33'], { lengthOfNeed: 99, pressureSetting: 10 })],
    };
    expect(messagesFor(maskOnly)).toEqual([]);
  });

  it('accepts oxygen with either level, even when CMS criteria are not met (the form only warns)', () => {
    const oxygen = {
      ...cpap,
      eligibleForMachine: null,
      hcpcsCodes: [line('E1390', ['J44.9', 'Z99.81'], { arterialSaturationPercent: 93 })],
    };
    expect(messagesFor(oxygen)).toEqual([]);
  });
});

describe('CMS oxygen warning', () => {
  it.each([
    [{ po2Percent: 56 }, true],
    [{ po2Percent: 55 }, false],
    [{ arterialSaturationPercent: 87 }, true],
    [{ arterialSaturationPercent: 88 }, false],
    [{ po2Percent: null, arterialSaturationPercent: null }, false],
  ])('%o warns: %s', (values, expected) => expect(failsCmsOxygenCriteria(values)).toBe(expected));
});

it('words the one-vertical toast as the spec does', () => {
  expect(oneVerticalMessage('Breast Pump', 'Respiratory Care')).toBe(
    'We cannot add Breast Pump HCPCs codes. This form already contains Respiratory Care HCPCs codes.',
  );
});
