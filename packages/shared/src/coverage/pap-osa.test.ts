import { describe, expect, it } from 'vitest';
import type { PapEvidence } from './evidence';
import { evaluatePapForOsa } from './pap-osa';

const TODAY = '2026-11-24';
const study = (overrides: Partial<PapEvidence> = {}): PapEvidence => ({
  kind: 'pap',
  faceToFaceDate: '2026-10-01',
  sleepTestDate: '2026-10-10',
  sleepTestType: 'in_lab_psg',
  ahiOrRdi: 20,
  eventCount: 120,
  symptoms: [],
  cpapTriedAndFailed: null,
  ...overrides,
});
const evaluate = (overrides: Partial<PapEvidence>, code = 'E0601') =>
  evaluatePapForOsa(code, study(overrides), TODAY);
const messages = (overrides: Partial<PapEvidence>, code = 'E0601') =>
  evaluate(overrides, code).findings.map((finding) => finding.message);

describe('PAP for OSA, LCD L33718 criteria A and B (AHI/RDI and events)', () => {
  it.each([
    // Criterion A: ≥ 15 per hour with at least 30 events; no condition needed.
    ['AHI 15, 30 events', { ahiOrRdi: 15, eventCount: 30 }, 'meets'],
    ['AHI 15, 29 events', { ahiOrRdi: 15, eventCount: 29 }, 'does_not_meet'],
    ['AHI 40, 300 events', { ahiOrRdi: 40, eventCount: 300 }, 'meets'],
    // Criterion B: 5–14 with at least 10 events and a documented condition.
    ['AHI 14, 10 events, insomnia', { ahiOrRdi: 14, eventCount: 10, symptoms: ['insomnia'] }, 'meets'],
    ['AHI 14, 9 events, insomnia', { ahiOrRdi: 14, eventCount: 9, symptoms: ['insomnia'] }, 'does_not_meet'],
    ['AHI 14, no condition', { ahiOrRdi: 14, eventCount: 40 }, 'does_not_meet'],
    ['AHI 14.9 is 5–14', { ahiOrRdi: 14.9, eventCount: 40 }, 'does_not_meet'],
    ['AHI 5, 10 events, stroke', { ahiOrRdi: 5, eventCount: 10, symptoms: ['history_of_stroke'] }, 'meets'],
    ['AHI 4, every condition', { ahiOrRdi: 4, eventCount: 40, symptoms: ['hypertension'] }, 'does_not_meet'],
    ['AHI 4.9', { ahiOrRdi: 4.9, eventCount: 40, symptoms: ['hypertension'] }, 'does_not_meet'],
    ['no AHI', { ahiOrRdi: null }, 'incomplete'],
    ['no event count', { eventCount: null }, 'incomplete'],
    ['no event count and AHI 3', { ahiOrRdi: 3, eventCount: null }, 'does_not_meet'],
  ] as const)('%s: %s', (_name, overrides, status) =>
    expect(evaluate(overrides as Partial<PapEvidence>).status).toBe(status),
  );

  it('names the failing criterion and the conditions that would qualify', () => {
    expect(messages({ ahiOrRdi: 12, eventCount: 40 })).toEqual([
      'AHI/RDI 12 (5–14) needs one of: excessive daytime sleepiness, impaired cognition, mood disorder, insomnia, hypertension, ischemic heart disease, history of stroke',
    ]);
    expect(messages({ ahiOrRdi: 12, eventCount: 40, symptoms: ['hypertension'] })).toEqual([]);
    expect(messages({ ahiOrRdi: 15, eventCount: 29 })).toEqual([
      '29 events recorded; an AHI/RDI of 15 or more needs at least 30',
    ]);
    expect(messages({ ahiOrRdi: 4, eventCount: 40 })).toEqual([
      'AHI/RDI 4 is below 5; PAP for OSA needs at least 5',
    ]);
  });

  it.each([
    'excessive_daytime_sleepiness',
    'impaired_cognition',
    'mood_disorder',
    'insomnia',
    'hypertension',
    'ischemic_heart_disease',
    'history_of_stroke',
  ] as const)('each of the seven conditions qualifies an AHI of 10: %s', (symptom) =>
    expect(evaluate({ ahiOrRdi: 10, eventCount: 20, symptoms: [symptom] }).status).toBe('meets'),
  );
});

describe('PAP for OSA: a value out of its range is never judged (issue 48 item 10)', () => {
  it.each([
    ['AHI 200, 3,000 events', { ahiOrRdi: 200, eventCount: 3_000 }, 'meets'],
    ['AHI 0', { ahiOrRdi: 0, eventCount: 0 }, 'does_not_meet'],
    ['AHI -1', { ahiOrRdi: -1 }, 'incomplete'],
    ['AHI 201', { ahiOrRdi: 201 }, 'incomplete'],
    ['AHI 20 with 3,001 events', { ahiOrRdi: 20, eventCount: 3_001 }, 'incomplete'],
    ['AHI 20 with 40.5 events', { ahiOrRdi: 20, eventCount: 40.5 }, 'incomplete'],
    // The AHI alone fails it, whatever the events turn out to be.
    ['AHI 3 with -5 events', { ahiOrRdi: 3, eventCount: -5 }, 'does_not_meet'],
  ] as const)('%s: %s', (_name, overrides, status) =>
    expect(evaluate(overrides as Partial<PapEvidence>).status).toBe(status),
  );

  it('names the value instead of calling it missing', () => {
    expect(messages({ ahiOrRdi: -1 })).toEqual([
      'AHI or RDI -1 events per hour is not a valid value (0–200 events per hour)',
    ]);
    expect(messages({ ahiOrRdi: 20, eventCount: 3_001 })).toEqual([
      'Event count 3,001 is not a valid value (0–3,000)',
    ]);
  });
});

describe('PAP for OSA, LCD L33718 face-to-face evaluation and sleep test', () => {
  it.each([
    ['evaluation the day before the test', { faceToFaceDate: '2026-10-09' }, 'meets'],
    ['evaluation the same day as the test', { faceToFaceDate: '2026-10-10' }, 'meets'],
    ['evaluation the day after the test', { faceToFaceDate: '2026-10-11' }, 'does_not_meet'],
    ['a home sleep test', { sleepTestType: 'home_sleep_test' }, 'meets'],
    ['a test today', { faceToFaceDate: TODAY, sleepTestDate: TODAY }, 'meets'],
    ['a test tomorrow', { faceToFaceDate: TODAY, sleepTestDate: '2026-11-25' }, 'does_not_meet'],
    ['no evaluation date', { faceToFaceDate: null }, 'incomplete'],
    ['no test date', { sleepTestDate: null }, 'incomplete'],
    ['no test type', { sleepTestType: null }, 'incomplete'],
  ] as const)('%s: %s', (_name, overrides, status) =>
    expect(evaluate(overrides as Partial<PapEvidence>).status).toBe(status),
  );

  it('says what is missing when nothing was entered', () => {
    const verdict = evaluatePapForOsa('E0601', null, TODAY);
    expect(verdict.status).toBe('incomplete');
    expect(verdict.findings.map((f) => f.message)).toEqual([
      'Missing: Face-to-face evaluation date',
      'Missing: Sleep test date',
      'Missing: Sleep test type (in-lab PSG or home sleep test)',
      'Missing: AHI or RDI from the sleep test',
      'Missing: Number of apneas and hypopneas recorded',
    ]);
    expect(verdict.findings.every((f) => f.criterion.startsWith('LCD L33718: '))).toBe(true);
  });

  it('names the dates when the evaluation comes after the test', () =>
    expect(messages({ faceToFaceDate: '2026-10-11' })).toEqual([
      'The face-to-face evaluation (2026-10-11) must come before the sleep test (2026-10-10)',
    ]));
});

describe('E0470 for OSA, LCD L33718: only after CPAP (E0601) was tried and failed', () => {
  it.each([
    [true, 'meets'],
    [false, 'does_not_meet'],
    [null, 'incomplete'],
  ] as const)('CPAP tried and failed: %s → %s', (cpapTriedAndFailed, status) =>
    expect(evaluate({ cpapTriedAndFailed }, 'E0470').status).toBe(status),
  );

  it('is not asked on a CPAP line', () =>
    expect(evaluate({ cpapTriedAndFailed: null }).status).toBe('meets'));

  it('still needs the sleep study criteria', () =>
    expect(evaluate({ cpapTriedAndFailed: true, ahiOrRdi: 12, eventCount: 40 }, 'E0470').status).toBe(
      'does_not_meet',
    ));
});
