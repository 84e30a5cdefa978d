import { describe, expect, it } from 'vitest';
import { coverageInputOf, newEvidence } from './coverage-input';

describe('newEvidence', () => {
  it.each([
    ['E0601', 'pap'],
    ['E0470', 'pap'],
    ['E1390', 'oxygen'],
    ['E0604', 'breastPump'],
  ])('gives %s the %s details to fill', (code, kind) => expect(newEvidence(code)?.kind).toBe(kind));

  it.each(['A7030', 'E0562', 'E0443', 'A4281'])('asks nothing on %s', (code) =>
    expect(newEvidence(code)).toBeNull(),
  );

  it('gives each line its own copy', () => {
    const first = newEvidence('E0601') as { symptoms: string[] };
    first.symptoms.push('insomnia');
    expect((newEvidence('E0601') as { symptoms: string[] }).symptoms).toEqual([]);
  });
});

describe('coverageInputOf (the form as typed)', () => {
  it('reads the typed strings, leaves out what is no number yet, and keeps a number out of range for the rules to name', () =>
    expect(
      coverageInputOf(
        {
          patientName: 'Ava Stone',
          providerSignature: 'Dana Reyes',
          providerSignatureDate: '2026-01-15',
          hcpcsCodes: [
            {
              code: 'E1390',
              po2Percent: '250',
              arterialSaturationPercent: '87',
              evidence: newEvidence('E1390'),
            },
            {
              code: 'E0601',
              lengthOfNeed: '0',
              pressureSetting: '',
              evidence: {
                kind: 'pap',
                faceToFaceDate: '',
                sleepTestDate: '',
                ahiOrRdi: '12',
                eventCount: 'x',
              },
            },
          ],
        },
        'Dana Reyes, MD',
      ),
    ).toMatchObject({
      patientName: 'Ava Stone',
      provider: { name: 'Dana Reyes, MD' },
      hcpcsCodes: [
        {
          code: 'E1390',
          po2Percent: 250,
          arterialSaturationPercent: 87,
          evidence: { kind: 'oxygen', testDate: null },
        },
        {
          code: 'E0601',
          lengthOfNeed: 0,
          pressureSetting: null,
          evidence: { kind: 'pap', ahiOrRdi: 12, eventCount: null },
        },
      ],
    }));
});
