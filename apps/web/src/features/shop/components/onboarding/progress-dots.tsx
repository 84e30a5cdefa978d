import { canGoToOnboardingStep, ONBOARDING_STEPS, type OnboardingStep } from '@dme/shared/shop/onboarding';
import classes from './onboarding.module.css';

const STEP_NAMES = ['Welcome', 'Equipment', 'Category', 'Insurance'];

/** One dot per step: earlier dots go back, later ones are not clickable. */
export function ProgressDots({
  step,
  onGoTo,
}: {
  step: OnboardingStep;
  onGoTo: (step: OnboardingStep) => void;
}) {
  return (
    <nav className={classes.dots} aria-label="Onboarding progress">
      {ONBOARDING_STEPS.map((_, index) => {
        const target = index as OnboardingStep;
        return (
          <button
            key={STEP_NAMES[index]}
            type="button"
            className={classes.dot}
            data-active={index <= step || undefined}
            aria-current={index === step ? 'step' : undefined}
            aria-label={`Step ${index + 1} of ${ONBOARDING_STEPS.length}: ${STEP_NAMES[index]}`}
            disabled={!canGoToOnboardingStep(step, target)}
            onClick={() => onGoTo(target)}
          />
        );
      })}
    </nav>
  );
}
