import type { ProductCategory } from './api';
import { SHOP_MESSAGES } from './messages';

/** One guided shopping step: a product category (spec patient §4 "Shopping progress"). */
export interface ProgressStep {
  categoryUuid: string;
  name: string;
}

/** The CPAP machine category: the CPAP device itself, not its accessories. */
export const isCpapMachineCategory = (category: Pick<ProductCategory, 'isCpap' | 'isAccessory'>) =>
  category.isCpap && !category.isAccessory;

interface BuildStepsInput {
  /** The categories of the patient's vertical. */
  categories: ProductCategory[];
  /** Categories that hold at least one product of the patient's catalogue; a step without products is a dead end. */
  stockedCategoryUuids: ReadonlySet<string>;
  /** The category chosen in onboarding: CPAP therapy and oxygen are separate journeys of one vertical. */
  chosenCategory: Pick<ProductCategory, 'isCpap'> | null;
  eligibleForMachine: boolean;
}

/**
 * Steps by category order; the CPAP machine category is hidden when the patient is not eligible
 * for a machine. When a category was chosen, only the categories of the same therapy are steps.
 */
export function buildProgressSteps({
  categories,
  stockedCategoryUuids,
  chosenCategory,
  eligibleForMachine,
}: BuildStepsInput): ProgressStep[] {
  return categories
    .filter((category) => category.isActive && stockedCategoryUuids.has(category.uuid))
    .filter((category) => !chosenCategory || category.isCpap === chosenCategory.isCpap)
    .filter((category) => eligibleForMachine || !isCpapMachineCategory(category))
    .toSorted((a, b) => a.order - b.order)
    .map((category) => ({ categoryUuid: category.uuid, name: category.name }));
}

const hasSelection = (steps: ProgressStep[], index: number, selected: ReadonlySet<string>) => {
  const step = steps[index];
  return step !== undefined && selected.has(step.categoryUuid);
};

/** The first step with no selection, or the last step. */
export function initialStepIndex(steps: ProgressStep[], selected: ReadonlySet<string>): number {
  const open = steps.findIndex((step) => !selected.has(step.categoryUuid));
  return open === -1 ? Math.max(steps.length - 1, 0) : open;
}

export type StepMove =
  | { kind: 'step'; index: number }
  | { kind: 'cart' }
  | { kind: 'blocked'; message: typeof SHOP_MESSAGES.noSelection };

/**
 * Moving from `current` to `target`: allowed only if the current or the target step has a
 * selection. A target past the last step is the cart.
 */
export function moveToStep(
  steps: ProgressStep[],
  current: number,
  target: number,
  selected: ReadonlySet<string>,
): StepMove {
  if (target === current) return { kind: 'step', index: current };
  const allowed =
    target < current || hasSelection(steps, current, selected) || hasSelection(steps, target, selected);
  if (!allowed) return { kind: 'blocked', message: SHOP_MESSAGES.noSelection };
  return target >= steps.length ? { kind: 'cart' } : { kind: 'step', index: Math.max(target, 0) };
}

/** "Next" (or "Review Cart" on the last step). */
export const moveToNextStep = (steps: ProgressStep[], current: number, selected: ReadonlySet<string>) =>
  moveToStep(steps, current, current + 1, selected);

export const isLastStep = (steps: ProgressStep[], index: number) => index >= steps.length - 1;
