import { describe, expect, it } from 'vitest';
import {
  canGoToOnboardingStep,
  categoryChoices,
  isOnboardingAnswerMissing,
  nextOnboardingStep,
  shouldOpenOnboarding,
} from './onboarding';
import { BREAST_PUMP, RESPIRATORY } from './test-categories';

describe('nextOnboardingStep', () => {
  it.each([
    [0, RESPIRATORY, 1],
    [1, RESPIRATORY, 2],
    [1, BREAST_PUMP, 3],
    [2, RESPIRATORY, 3],
    [3, RESPIRATORY, 3],
  ] as const)('from %i → %i', (step, categories, expected) =>
    expect(nextOnboardingStep(step, [...categories])).toBe(expected),
  );

  it('offers active non-accessory categories by order', () => {
    expect(categoryChoices(RESPIRATORY).map((c) => c.uuid)).toEqual(['cpap-machine', 'oxygen']);
    expect(categoryChoices(BREAST_PUMP).map((c) => c.uuid)).toEqual(['pumps']);
  });
});

describe('canGoToOnboardingStep', () => {
  it.each([
    [2, 0, true],
    [2, 1, true],
    [2, 2, false],
    [1, 3, false],
  ] as const)('%i → %i: %s', (current, target, expected) =>
    expect(canGoToOnboardingStep(current, target)).toBe(expected),
  );
});

describe('shouldOpenOnboarding', () => {
  it.each([
    [false, false, false, true],
    [false, false, true, true],
    [true, false, false, true],
    [true, false, true, false],
    [false, true, true, false],
    [false, true, false, true],
  ])(
    'consultation %s, completed %s, cookie %s → %s',
    (hasConsultation, hasCompletedOnboarding, hasVerticalCookie, open) =>
      expect(shouldOpenOnboarding({ hasConsultation, hasCompletedOnboarding, hasVerticalCookie })).toBe(open),
  );
});

describe('isOnboardingAnswerMissing', () => {
  const machine = { isCpap: true, isAccessory: false };
  const oxygen = { isCpap: false, isAccessory: false };
  it.each([
    ['breast pump without a due date', 'Breast Pump', null, null, undefined, true],
    ['breast pump with a due date', 'Breast Pump', null, '2026-12-31', undefined, false],
    ['CPAP unanswered', 'Respiratory Care', machine, null, undefined, true],
    ['CPAP, owns one', 'Respiratory Care', machine, null, false, false],
    ['CPAP, not sure', 'Respiratory Care', machine, null, null, false],
    ['oxygen', 'Respiratory Care', oxygen, null, undefined, false],
    ['nothing chosen', null, null, null, undefined, false],
  ] as const)('%s', (_, verticalName, category, estimatedDueDate, machineAnswer, missing) =>
    expect(isOnboardingAnswerMissing({ verticalName, category, estimatedDueDate, machineAnswer })).toBe(
      missing,
    ),
  );
});
