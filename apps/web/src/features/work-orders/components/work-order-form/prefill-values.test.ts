import { describe, expect, it } from 'vitest';
import { ehrLaunch, HCPCS_CODES } from '../../../../test/fixtures/work-orders';
import { newLine } from './form-values';
import { formValuesFromPrefill, lineFromPrefill, noteKeyOf, sourceText } from './prefill-values';

const codeOf = (code: string) => {
  const found = HCPCS_CODES.find((candidate) => candidate.code === code);
  if (!found) throw new Error(code);
  return found;
};

describe('a work order pre-filled from the EHR', () => {
  it('fills the patient, address and insurance, and notes where each came from', () => {
    const { values, notes } = formValuesFromPrefill(ehrLaunch().prefill);
    expect(values).toMatchObject({
      patientName: 'Marcus Bell',
      patientDob: '1961-04-09',
      patientPhone: '(213) 555-0177',
      patientAddress: { line1: '410 Spring St', city: 'Los Angeles', state: 'CA', zip: '90013' },
      insurancePayer: 'Aetna',
      insuranceMemberId: 'CLN-100-001',
    });
    expect(notes.get('insuranceMemberId')?.source.label).toBe('Coverage: Aetna');
    expect(notes.has('patientAddress.line2')).toBe(false);
    expect(notes.get('line.evidence.sleepTestType')?.shown).toBe('In-lab polysomnography (PSG)');
  });

  it('leaves alone what the chart does not hold', () => {
    const { values, notes } = formValuesFromPrefill(
      ehrLaunch({ patientEmail: null, insurance: null, patientAddress: null }).prefill,
    );
    expect(values).not.toHaveProperty('patientEmail');
    expect(values).not.toHaveProperty('insurancePayer');
    expect(values).not.toHaveProperty('patientAddress');
    expect(notes.has('patientEmail')).toBe(false);
  });

  it("fills a CPAP line's sleep study, its supported diagnoses and the conditions the problem list documents", () => {
    const line = lineFromPrefill(newLine(codeOf('E0601')), codeOf('E0601'), ehrLaunch().prefill);
    // I10 does not support E0601: it counts as a condition, not as the line's diagnosis.
    expect(line.icd10Codes).toEqual(['G47.33']);
    expect(line.evidence).toMatchObject({
      kind: 'pap',
      sleepTestDate: '2026-10-02',
      sleepTestType: 'in_lab_psg',
      ahiOrRdi: 12,
      eventCount: 84,
      symptoms: ['hypertension'],
    });
  });

  it("fills an oxygen line's test and levels", () => {
    const prefill = ehrLaunch().prefill;
    const source = prefill.evidence.ahiOrRdi?.source ?? prefill.diagnoses[0]!.source;
    const line = lineFromPrefill(newLine(codeOf('E1390')), codeOf('E1390'), {
      ...prefill,
      diagnoses: [{ value: { code: 'J44.9', display: 'COPD' }, source }],
      evidence: {
        ...prefill.evidence,
        oxygenTestDate: { value: '2026-11-20', source },
        oxygenTestCondition: { value: 'at_rest', source },
        arterialSaturationPercent: { value: 86, source },
        po2: { value: 52, source },
      },
    });
    expect(line).toMatchObject({ icd10Codes: ['J44.9'], po2Percent: 52, arterialSaturationPercent: 86 });
    expect(line.evidence).toMatchObject({ kind: 'oxygen', testDate: '2026-11-20', testCondition: 'at_rest' });
  });

  it('keys a line field without its index, and says where a value came from', () => {
    expect(noteKeyOf('hcpcsCodes.3.evidence.ahiOrRdi')).toBe('line.evidence.ahiOrRdi');
    expect(noteKeyOf('patientName')).toBe('patientName');
    const { source } = ehrLaunch().prefill.evidence.ahiOrRdi ?? {};
    expect(source && sourceText('Demo EHR', source)).toBe('From Demo EHR · Sleep study (AHI), 10/02/2026');
  });
});
