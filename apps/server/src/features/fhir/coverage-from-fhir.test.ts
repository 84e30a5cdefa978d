import { evaluateWorkOrderCoverage } from '@dme/shared/coverage/index';
import { describe, expect, it } from 'vitest';
import { coverageOrderFromFhir } from './coverage-from-fhir';
import { loincObservation, sleepApneaRecords } from './ehr-records.test-support';
import { prefillFromFhir } from './prefill-from-fhir';

const NOW = new Date('2026-11-25T15:00:00Z');
const EHR = { name: 'Demo EHR', iss: 'http://localhost:3001/fhir' };
const prefillOf = (records = sleepApneaRecords()) => prefillFromFhir(records, EHR, NOW);

describe('coverageOrderFromFhir', () => {
  it('makes a line per draft HCPCS code with its policy’s evidence, the practitioner and the patient', () => {
    expect(coverageOrderFromFhir(prefillOf())).toEqual({
      patientName: 'Maria Elena Lopez',
      providerSignature: null,
      providerSignatureDate: null,
      provider: { name: 'Ana Chen', npi: '1234567893' },
      hcpcsCodes: [
        {
          code: 'E0601',
          po2Percent: null,
          arterialSaturationPercent: null,
          evidence: {
            kind: 'pap',
            faceToFaceDate: null,
            sleepTestDate: '2026-10-02',
            sleepTestType: 'in_lab_psg',
            ahiOrRdi: 12,
            eventCount: 58,
            symptoms: ['hypertension'],
            cpapTriedAndFailed: undefined,
          },
        },
      ],
    });
  });

  it('puts the oxygen results on an oxygen line and the due date on a breast pump line', () => {
    const records = sleepApneaRecords();
    records.observations.push({
      ...loincObservation('edd', '11778-8', null, '', '2026-09-01'),
      valueDateTime: '2027-01-15',
    });
    const order = coverageOrderFromFhir(prefillOf(records), { hcpcsCodes: ['E1390', 'E0603', 'A4253'] });
    expect(order.hcpcsCodes).toEqual([
      {
        code: 'E1390',
        po2Percent: 54,
        arterialSaturationPercent: 87,
        evidence: expect.objectContaining({
          kind: 'oxygen',
          testDate: '2026-10-05',
          testCondition: 'at_rest',
        }),
      },
      {
        code: 'E0603',
        po2Percent: null,
        arterialSaturationPercent: null,
        evidence: expect.objectContaining({ kind: 'breastPump', dueDate: '2027-01-15' }),
      },
      { code: 'A4253', po2Percent: null, arterialSaturationPercent: null, evidence: null },
    ]);
  });

  it('judges the draft as the rules judge a typed order: AHI 12 with hypertension misses only the visit', () => {
    const verdict = evaluateWorkOrderCoverage(coverageOrderFromFhir(prefillOf()), NOW);
    expect(verdict.lines[0]).toMatchObject({
      hcpcsCode: 'E0601',
      policy: 'LCD L33718',
      status: 'incomplete',
    });
    expect(verdict.lines[0]?.findings.map((f) => f.message)).toEqual([
      'Missing: Face-to-face evaluation date',
    ]);
  });

  it('says an AHI of 12 will not qualify when no condition is documented', () => {
    const records = sleepApneaRecords();
    records.conditions = records.conditions.filter((condition) => condition.id !== 'cond-htn');
    const verdict = evaluateWorkOrderCoverage(coverageOrderFromFhir(prefillOf(records)), NOW);
    expect(verdict.lines[0]?.status).toBe('does_not_meet');
    expect(verdict.lines[0]?.findings[0]?.message).toMatch(/^AHI\/RDI 12 \(5–14\) needs one of/);
  });

  it('names the sleep test date as missing when the EHR holds no study', () => {
    const records = sleepApneaRecords();
    records.observations = [];
    const verdict = evaluateWorkOrderCoverage(coverageOrderFromFhir(prefillOf(records)), NOW);
    expect(verdict.lines[0]?.findings.map((f) => f.message)).toContain('Missing: Sleep test date');
  });

  it('carries a signed order’s signature to the standard written order check', () => {
    const signed = coverageOrderFromFhir(prefillOf(), {
      providerSignature: 'Ana Chen',
      providerSignatureDate: '2026-11-25',
    });
    expect(evaluateWorkOrderCoverage(signed, NOW).findings).toEqual([]);
    expect(
      evaluateWorkOrderCoverage(coverageOrderFromFhir(prefillOf()), NOW).findings.map((f) => f.message),
    ).toEqual(['Missing: Order date', 'Missing: Practitioner signature']);
  });
});
