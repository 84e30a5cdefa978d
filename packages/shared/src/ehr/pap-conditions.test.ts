import { describe, expect, it } from 'vitest';
import { papSymptomsOfDiagnoses } from './pap-conditions';

describe('LCD L33718 conditions from a problem list', () => {
  it.each([
    [['I10'], ['hypertension']],
    [['I25.10'], ['ischemic_heart_disease']],
    [['Z86.73'], ['history_of_stroke']],
    [
      ['F33.1', 'G47.00'],
      ['mood_disorder', 'insomnia'],
    ],
    [['R40.0'], ['excessive_daytime_sleepiness']],
    [['G47.10'], ['excessive_daytime_sleepiness']],
    [['G31.84'], ['impaired_cognition']],
    [['F32.A'], ['mood_disorder']],
    [['I1A.0'], ['hypertension']],
    [['G47.00', 'F51.01'], ['insomnia']],
    [
      ['I25.10', 'Z86.73'],
      ['ischemic_heart_disease', 'history_of_stroke'],
    ],
    [['G47.33', 'E66.01', 'I50.9'], []],
    [['G47.33', 'E66.9'], []],
    [['I1'], []],
    [[], []],
  ])('%j documents %j', (codes, symptoms) => {
    expect(papSymptomsOfDiagnoses(codes)).toEqual(symptoms);
  });

  it('reads lower-case codes as the same code', () => {
    expect(papSymptomsOfDiagnoses(['i10'])).toEqual(['hypertension']);
  });
});
