import { isLastStep } from '@dme/shared/shop/shopping-progress';
import { Button, Stack, Text } from '@mantine/core';
import type { ShopJourney } from '../hooks/use-shop-journey';
import { useStepNavigation } from '../hooks/use-step-navigation';
import classes from './progress-box.module.css';

/** Spec patient §2 "Product detail": the fixed box "STEP n" with Next or Review Cart. */
export function ProgressBox({ journey, stepIndex }: { journey: ShopJourney; stepIndex: number }) {
  const goTo = useStepNavigation({ ...journey, currentStepIndex: stepIndex });
  const step = journey.steps[stepIndex];
  if (!step) return null;
  return (
    <section className={classes.box} aria-label="Shopping step">
      <Stack gap={0} className={classes.label}>
        <Text fz="xs" fw={800} c="brand.9" style={{ letterSpacing: '0.08em' }}>
          STEP {stepIndex + 1}
        </Text>
        <Text fw={600} fz="sm">
          {step.name}
        </Text>
      </Stack>
      <Button className={classes.action} onClick={() => goTo(stepIndex + 1)}>
        {isLastStep(journey.steps, stepIndex) ? 'Review Cart' : 'Next'}
      </Button>
    </section>
  );
}
