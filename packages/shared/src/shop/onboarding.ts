import type { ProductCategory } from './api';
import { isCpapMachineCategory } from './shopping-progress';

/** Spec patient §2/§4 "Onboarding wizard": welcome, vertical, category, insurance. */
export const ONBOARDING_STEPS = ['welcome', 'vertical', 'category', 'insurance'] as const;
export type OnboardingStep = 0 | 1 | 2 | 3;
export const ONBOARDING_LAST_STEP: OnboardingStep = 3;

/** The categories step 2 offers: the vertical's active non-accessory categories, by order. */
export const categoryChoices = (categories: ProductCategory[]) =>
  categories
    .filter((category) => category.isActive && !category.isAccessory)
    .toSorted((a, b) => a.order - b.order);

/** Next goes forward; step 2 is skipped when only one active non-accessory category exists. */
export function nextOnboardingStep(step: OnboardingStep, categories: ProductCategory[]): OnboardingStep {
  if (step === 1 && categoryChoices(categories).length <= 1) return 3;
  return Math.min(step + 1, ONBOARDING_LAST_STEP) as OnboardingStep;
}

/** Clicking an earlier dot goes back; later dots are not clickable. */
export const canGoToOnboardingStep = (current: OnboardingStep, target: OnboardingStep) => target < current;

interface OpenFacts {
  hasConsultation: boolean;
  hasCompletedOnboarding: boolean;
  hasVerticalCookie: boolean;
}

/** Opens by default unless a consultation or completed onboarding exists and a vertical cookie is present. */
export const shouldOpenOnboarding = ({
  hasConsultation,
  hasCompletedOnboarding,
  hasVerticalCookie,
}: OpenFacts) => !((hasConsultation || hasCompletedOnboarding) && hasVerticalCookie);

export const BREAST_PUMP_VERTICAL = 'Breast Pump';

interface AnswerFacts {
  verticalName: string | null;
  category: Pick<ProductCategory, 'isCpap' | 'isAccessory'> | null;
  estimatedDueDate: string | null;
  /** undefined until the patient answers; null is a valid answer ("not sure"). */
  machineAnswer: boolean | null | undefined;
}

/**
 * The Breast Pump vertical requires a due-date choice; the CPAP category requires an answer about
 * owning a machine. Until answered, Next, Skip and manual entry are disabled.
 */
export function isOnboardingAnswerMissing({
  verticalName,
  category,
  estimatedDueDate,
  machineAnswer,
}: AnswerFacts) {
  if (verticalName === BREAST_PUMP_VERTICAL && !estimatedDueDate) return true;
  if (category && isCpapMachineCategory(category) && machineAnswer === undefined) return true;
  return false;
}
