import { describe, expect, it } from 'vitest';
import { checkEvidenceValues, EVIDENCE_MESSAGES } from '../coverage/evidence';
import { oneVerticalMessage } from './constants';
import {
  checkHcpcsLineValues,
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

  it("accepts the coverage evidence of the line, or none (older clients), but not another code's", () => {
    const sleepStudy = { kind: 'pap', sleepTestDate: '2026-10-10', ahiOrRdi: '12', symptoms: ['insomnia'] };
    const withStudy = { ...cpap, hcpcsCodes: [{ ...cpap.hcpcsCodes[0], evidence: sleepStudy }] };
    expect(messagesFor(withStudy)).toEqual([]);
    expect(schema.parse(withStudy).hcpcsCodes[0]?.evidence).toMatchObject({ kind: 'pap', ahiOrRdi: 12 });
    const onAPump = { ...breastPump, hcpcsCodes: [{ ...breastPump.hcpcsCodes[0], evidence: sleepStudy }] };
    expect(messagesFor(onAPump)).toEqual([`hcpcsCodes.0.evidence: ${EVIDENCE_MESSAGES.kindMismatch}`]);
    const badAhi = {
      ...cpap,
      hcpcsCodes: [{ ...cpap.hcpcsCodes[0], evidence: { kind: 'pap', ahiOrRdi: -1 } }],
    };
    expect(messagesFor(badAhi)).toEqual([`hcpcsCodes.0.evidence.ahiOrRdi: ${EVIDENCE_MESSAGES.ahi}`]);
  });

  it.each([
    ['pap', { ahiOrRdi: 201 }, 'ahiOrRdi', EVIDENCE_MESSAGES.ahi],
    ['pap', { eventCount: 3_001 }, 'eventCount', EVIDENCE_MESSAGES.events],
    ['pap', { eventCount: 40.5 }, 'eventCount', EVIDENCE_MESSAGES.events],
    ['oxygen', { hematocritPercent: 9 }, 'hematocritPercent', EVIDENCE_MESSAGES.hematocrit],
    ['oxygen', { hematocritPercent: 81 }, 'hematocritPercent', EVIDENCE_MESSAGES.hematocrit],
  ] as const)('refuses %s evidence %o out of range, naming the field', (kind, values, field, message) => {
    const base = kind === 'pap' ? cpap : { ...cpap, eligibleForMachine: null };
    const code = kind === 'pap' ? cpap.hcpcsCodes[0] : line('E1390', ['J44.9', 'Z99.81'], { po2Percent: 50 });
    const order = { ...base, hcpcsCodes: [{ ...code, evidence: { kind, ...values } }] };
    expect(messagesFor(order)).toEqual([`hcpcsCodes.0.evidence.${field}: ${message}`]);
    expect(checkEvidenceValues({ kind, ...values })).toEqual([{ field, message }]);
  });

  it('finds nothing wrong in empty or valid evidence', () => {
    const empty = { kind: 'pap', faceToFaceDate: '', ahiOrRdi: '', eventCount: '', symptoms: [] };
    expect(checkEvidenceValues(empty)).toEqual([]);
    expect(checkEvidenceValues({ ...empty, ahiOrRdi: '200', eventCount: '3000' })).toEqual([]);
    expect(checkEvidenceValues(null)).toEqual([]);
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

describe('one accordion form as the provider fills it (checkHcpcsLineValues)', () => {
  const oxygenRule = rules.get('E1390') as HcpcsRule;
  const cpapRule = rules.get('E0601') as HcpcsRule;
  const oxygen = (values: Record<string, unknown>) =>
    checkHcpcsLineValues({ code: 'E1390', icd10Codes: ['J44.9', 'Z99.81'], ...values }, oxygenRule);

  it.each([
    ['nothing typed', {}, [{ field: 'po2Percent', message: M.oxygenLevels }]],
    ['a PO2', { po2Percent: '50' }, []],
    ['a saturation only', { po2Percent: '', arterialSaturationPercent: 87 }, []],
    // One message for a value out of range, not "provide either" beside it.
    [
      'a saturation above 100',
      { arterialSaturationPercent: '150' },
      [{ field: 'arterialSaturationPercent', message: M.saturationRange }],
    ],
    ['a negative PO2', { po2Percent: -5 }, [{ field: 'po2Percent', message: M.po2Range }]],
    ['a PO2 above 150', { po2Percent: 151 }, [{ field: 'po2Percent', message: M.po2Range }]],
    ['a PO2 of 20', { po2Percent: 20 }, []],
    // Issue 48: 0 % and a half-typed 8 are no saturation.
    [
      'a saturation of 0',
      { arterialSaturationPercent: 0 },
      [{ field: 'arterialSaturationPercent', message: M.saturationRange }],
    ],
    [
      'a saturation of 8',
      { arterialSaturationPercent: '8' },
      [{ field: 'arterialSaturationPercent', message: M.saturationRange }],
    ],
    [
      'a saturation of 101',
      { arterialSaturationPercent: 101 },
      [{ field: 'arterialSaturationPercent', message: M.saturationRange }],
    ],
    ['a saturation of 50', { arterialSaturationPercent: 50 }, []],
    ['a saturation of 100', { arterialSaturationPercent: 100 }, []],
  ])('oxygen with %s', (_name, values, expected) => expect(oxygen(values)).toEqual(expected));

  it.each([
    ['-5 months', { lengthOfNeed: '-5' }, [{ field: 'lengthOfNeed', message: M.lengthOfNeedRange }]],
    ['0 months', { lengthOfNeed: 0 }, [{ field: 'lengthOfNeed', message: M.lengthOfNeedRange }]],
    ['2.5 months', { lengthOfNeed: 2.5 }, [{ field: 'lengthOfNeed', message: M.lengthOfNeedRange }]],
    ['no months', { lengthOfNeed: '' }, [{ field: 'lengthOfNeed', message: M.lengthOfNeed }]],
    [
      'a negative pressure',
      { pressureSetting: '-5' },
      [{ field: 'pressureSetting', message: M.pressureSettingRange }],
    ],
    ['12 months at 10 cm H2O', {}, []],
    ['1 month at 4 cm H2O', { lengthOfNeed: 1, pressureSetting: 4 }, []],
    ['99 months at 25 cm H2O', { lengthOfNeed: 99, pressureSetting: 25 }, []],
    ['3 cm H2O', { pressureSetting: 3 }, [{ field: 'pressureSetting', message: M.pressureSettingRange }]],
    ['45 cm H2O', { pressureSetting: 45 }, [{ field: 'pressureSetting', message: M.pressureSettingRange }]],
    ['100 months', { lengthOfNeed: 100 }, [{ field: 'lengthOfNeed', message: M.lengthOfNeedRange }]],
  ])('CPAP with %s', (_name, values, expected) =>
    expect(
      checkHcpcsLineValues(
        { code: 'E0601', lengthOfNeed: 12, pressureSetting: 10, icd10Codes: ['G47.33'], ...values },
        cpapRule,
      ),
    ).toEqual(expected),
  );

  it('reports one message per field, the diagnosis rules included, in the order of the fields', () => {
    expect(checkHcpcsLineValues({ code: 'E1390', icd10Codes: [] }, oxygenRule)).toEqual([
      { field: 'po2Percent', message: M.oxygenLevels },
      { field: 'icd10Codes', message: M.noDiagnosis },
    ]);
  });
});

describe('the server refuses what the form refuses', () => {
  it.each([
    [{ lengthOfNeed: -5 }, `hcpcsCodes.0.lengthOfNeed: ${M.lengthOfNeedRange}`],
    [{ lengthOfNeed: 2.5 }, `hcpcsCodes.0.lengthOfNeed: ${M.lengthOfNeedRange}`],
    [{ pressureSetting: -10 }, `hcpcsCodes.0.pressureSetting: ${M.pressureSettingRange}`],
    [{ lengthOfNeed: 0 }, `hcpcsCodes.0.lengthOfNeed: ${M.lengthOfNeedRange}`],
    [{ pressureSetting: 45 }, `hcpcsCodes.0.pressureSetting: ${M.pressureSettingRange}`],
  ])('%o', (values, message) =>
    expect(
      messagesFor({
        ...cpap,
        hcpcsCodes: [line('E0601', ['G47.33'], { lengthOfNeed: 99, pressureSetting: 10, ...values })],
      }),
    ).toEqual([message]),
  );

  it('an oxygen value out of range gets its own message only', () => {
    const order = {
      ...cpap,
      eligibleForMachine: null,
      hcpcsCodes: [line('E1390', ['J44.9', 'Z99.81'], { arterialSaturationPercent: 150 })],
    };
    expect(messagesFor(order)).toEqual([`hcpcsCodes.0.arterialSaturationPercent: ${M.saturationRange}`]);
  });
});

it('words the one-vertical toast as the spec does', () => {
  expect(oneVerticalMessage('Breast Pump', 'Respiratory Care')).toBe(
    'We cannot add Breast Pump HCPCs codes. This form already contains Respiratory Care HCPCs codes.',
  );
});
