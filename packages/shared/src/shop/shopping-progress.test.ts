import { describe, expect, it } from 'vitest';
import { SHOP_MESSAGES } from './api';
import {
  buildProgressSteps,
  initialStepIndex,
  moveToNextStep,
  moveToStep,
  type ProgressStep,
} from './shopping-progress';
import { BREAST_PUMP, RESPIRATORY } from './test-categories';

const all = (...uuids: string[]) => new Set(uuids);
const names = (steps: ProgressStep[]) => steps.map((step) => step.categoryUuid);

describe('buildProgressSteps', () => {
  const stocked = all(
    'cpap-machine',
    'masks',
    'cpap-supplies',
    'oxygen',
    'oxygen-contents',
    'pumps',
    'pump-supplies',
    'retired',
  );
  it.each([
    ['CPAP, eligible', RESPIRATORY, { isCpap: true }, true, ['cpap-machine', 'masks', 'cpap-supplies']],
    ['CPAP, owns a machine', RESPIRATORY, { isCpap: true }, false, ['masks', 'cpap-supplies']],
    ['oxygen', RESPIRATORY, { isCpap: false }, true, ['oxygen', 'oxygen-contents']],
    [
      'no choice yet',
      RESPIRATORY,
      null,
      true,
      ['cpap-machine', 'masks', 'cpap-supplies', 'oxygen', 'oxygen-contents'],
    ],
    ['breast pump skips inactive', BREAST_PUMP, null, true, ['pumps', 'pump-supplies']],
  ] as const)('%s', (_, categories, chosenCategory, eligibleForMachine, expected) => {
    expect(
      names(
        buildProgressSteps({
          categories: [...categories],
          stockedCategoryUuids: stocked,
          chosenCategory,
          eligibleForMachine,
        }),
      ),
    ).toEqual(expected);
  });

  it('leaves out categories with nothing to buy', () => {
    const steps = buildProgressSteps({
      categories: BREAST_PUMP,
      stockedCategoryUuids: all('pumps'),
      chosenCategory: null,
      eligibleForMachine: true,
    });
    expect(names(steps)).toEqual(['pumps']);
  });
});

const steps: ProgressStep[] = ['a', 'b', 'c'].map((uuid) => ({ categoryUuid: uuid, name: uuid }));

describe('initialStepIndex', () => {
  it.each([
    [all(), 0],
    [all('a'), 1],
    [all('a', 'b'), 2],
    [all('a', 'c'), 1],
    [all('a', 'b', 'c'), 2],
  ])('selected %o → step %i', (selected, expected) =>
    expect(initialStepIndex(steps, selected)).toBe(expected),
  );

  it('is 0 without steps', () => expect(initialStepIndex([], all())).toBe(0));
});

describe('moveToStep', () => {
  const blocked = { kind: 'blocked', message: SHOP_MESSAGES.noSelection };
  it.each([
    ['forward with a selection here', 0, 1, all('a'), { kind: 'step', index: 1 }],
    ['forward to a step that has one', 0, 2, all('c'), { kind: 'step', index: 2 }],
    ['forward with nothing selected', 0, 1, all(), blocked],
    ['forward past an empty step', 1, 2, all('a'), blocked],
    ['back is always allowed', 2, 0, all(), { kind: 'step', index: 0 }],
    ['staying put', 1, 1, all(), { kind: 'step', index: 1 }],
    ['past the last step is the cart', 2, 3, all('c'), { kind: 'cart' }],
    ['to the cart without a selection', 2, 3, all('a', 'b'), blocked],
  ] as const)('%s', (_, current, target, selected, expected) =>
    expect(moveToStep(steps, current, target, selected)).toEqual(expected),
  );

  it('Next shows the spec message verbatim when nothing is selected', () => {
    expect(moveToNextStep(steps, 0, all())).toEqual({
      kind: 'blocked',
      message: 'Please make your product selection in this step before moving forward.',
    });
  });
});
