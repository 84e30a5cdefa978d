import { isLastStep } from '@dme/shared/shop/shopping-progress';
import { Button, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ShopJourney } from '../hooks/use-shop-journey';
import { useStepNavigation } from '../hooks/use-step-navigation';
import classes from './progress-bar.module.css';

/** Spec patient §2 "Shop": the guided steps, one per category, with Next or Review Cart. */
export function ProgressBar({ journey }: { journey: ShopJourney }) {
  const goTo = useStepNavigation(journey);
  const { steps, currentStepIndex, selected } = journey;
  if (steps.length === 0) return null;
  return (
    <nav className={classes.bar} aria-label="Shopping steps">
      <ol className={classes.steps}>
        {steps.map((step, index) => {
          const done = selected.has(step.categoryUuid);
          return (
            <li key={step.categoryUuid}>
              <button
                type="button"
                className={classes.step}
                aria-current={index === currentStepIndex ? 'step' : undefined}
                data-done={done || undefined}
                onClick={() => goTo(index)}
              >
                <span className={classes.number} aria-hidden>
                  {done ? <IconCheck size={14} stroke={3} /> : index + 1}
                </span>
                <span>
                  <VisuallyHidden component="span">{`Step ${index + 1}: `}</VisuallyHidden>
                  {step.name}
                  {done && <VisuallyHidden component="span"> (selected)</VisuallyHidden>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <Button onClick={() => goTo(currentStepIndex + 1)}>
        {isLastStep(steps, currentStepIndex) ? 'Review Cart' : 'Next'}
      </Button>
    </nav>
  );
}
