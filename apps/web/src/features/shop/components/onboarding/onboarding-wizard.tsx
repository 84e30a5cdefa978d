import type { ProductCategory } from '@dme/shared/shop/api';
import {
  BREAST_PUMP_VERTICAL,
  categoryChoices,
  isOnboardingAnswerMissing,
  nextOnboardingStep,
  type OnboardingStep,
  shouldOpenOnboarding,
} from '@dme/shared/shop/onboarding';
import { isCpapMachineCategory } from '@dme/shared/shop/shopping-progress';
import { Button, Group, Loader, Modal, Stack } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { getCookie } from '../../../../lib/cookies';
import { PRODUCT_VERTICAL_COOKIE, patientStore, usePatientStore } from '../../../../lib/patient-store';
import { useProductVerticals } from '../../../../lib/product-verticals';
import { notifications } from '../../../../lib/toasts';
import { useUpdatePatient } from '../../../patient-session';
import { type ShopJourney, useShopJourney } from '../../hooks/use-shop-journey';
import { type MachineAnswer, machineAnswerOf, toEligibility } from './machine-answer';
import { ProgressDots } from './progress-dots';
import { WelcomeStep } from './welcome-step';

const laterSteps = () => import('./later-steps');
const VerticalStep = lazy(async () => ({ default: (await laterSteps()).VerticalStep }));
const CategoryStep = lazy(async () => ({ default: (await laterSteps()).CategoryStep }));
const InsuranceStep = lazy(async () => ({ default: (await laterSteps()).InsuranceStep }));

/** While a later step's chunk loads: as tall as the welcome, so the buttons below stay put. */
function StepLoading() {
  return (
    <Group justify="center" mih={160}>
      <Loader aria-label="Loading" />
    </Group>
  );
}

/**
 * Spec patient §4 "Onboarding wizard": opens unless a consultation or completed onboarding exists
 * and a vertical cookie is present, decided when the session loads and again whenever a
 * consultation appears; it then stays open until the patient finishes or closes it.
 */
export function OnboardingWizard() {
  const journey = useShopJourney();
  const isLoaded = journey.session !== null;
  const consultationUuid = journey.consultation?.uuid ?? null;
  const opensNow = () =>
    isLoaded &&
    shouldOpenOnboarding({
      hasConsultation: consultationUuid !== null,
      hasCompletedOnboarding: patientStore.get().onboardingModal.hasCompletedOnboarding,
      hasVerticalCookie: getCookie(PRODUCT_VERTICAL_COOKIE) !== undefined,
    });
  // Decided in the first render when the session is there already (a page the server drew): the
  // wizard is then part of the page's first paint instead of opening over it a moment later.
  const [opened, setOpened] = useState(opensNow);
  const [hasMounted, setHasMounted] = useState(false);
  useEffect(() => setHasMounted(true), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: decided again only when these change
  useEffect(() => {
    if (isLoaded) setOpened(opensNow());
  }, [isLoaded, consultationUuid]);

  return (
    // Built from Modal's parts so that the dialog element itself is named: the wizard has no title
    // bar, and a name given to Modal goes to its outer element, which no screen reader announces.
    <Modal.Root
      opened={opened}
      // In place rather than in a portal, which draws nothing until the page has mounted: a page
      // the server drew shows the open wizard in its first paint.
      withinPortal={false}
      // Fixed without a left, the dialog's frame starts where the page's content does, not at the
      // window's edge as it would in a portal.
      styles={{ inner: { left: 0 } }}
      // The scroll lock measures the window, which a render on the server has not: it locks once
      // the page has mounted.
      lockScroll={hasMounted}
      // Closing (× or Esc) only puts the wizard away for this visit: nothing is marked complete, so
      // the answers it still needs are asked again on the next load (issue 13 item 17).
      onClose={() => setOpened(false)}
      closeOnClickOutside={false}
      centered
      size="lg"
      radius="lg"
      padding="xl"
    >
      <Modal.Overlay />
      <Modal.Content radius="lg" aria-label="Get started">
        <Modal.Header>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{opened && <WizardSteps journey={journey} onDone={() => setOpened(false)} />}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** Stocked categories of a referral patient's plan: only those therapies are offered. */
function offeredCategories(journey: ShopJourney, categories: ProductCategory[]) {
  const choices = categoryChoices(categories);
  if (!journey.consultation || !journey.catalogue.data) return choices;
  const planIsCpap = new Set(
    journey.catalogue.data.map((variant) => variant.product.hcpcsCode.productCategory.isCpap),
  );
  return choices.filter((category) => planIsCpap.has(category.isCpap));
}

function WizardSteps({ journey, onDone }: { journey: ShopJourney; onDone: () => void }) {
  const store = usePatientStore();
  const verticals = useProductVerticals().data ?? [];
  const updatePatient = useUpdatePatient();
  const { consultation, session } = journey;
  const step = store.onboardingModal.step;

  const [verticalUuid, setVerticalUuid] = useState(
    consultation?.productVerticalUuid ?? store.productVerticalUuid,
  );
  const [dueDate, setDueDate] = useState(session?.estimatedDueDate ?? consultation?.estimatedDueDate ?? null);
  const [categoryUuid, setCategoryUuid] = useState(store.productCategoryUuid);
  const [machineAnswer, setMachineAnswer] = useState<MachineAnswer | undefined>(
    machineAnswerOf(session?.eligibleForMachine),
  );

  const offeredVerticals = consultation
    ? verticals.filter((vertical) => vertical.uuid === consultation.productVerticalUuid)
    : verticals;
  const vertical = verticals.find((candidate) => candidate.uuid === verticalUuid) ?? null;
  const categories = vertical?.productCategories ?? [];
  const choices = offeredCategories(journey, categories);
  const category = categories.find((candidate) => candidate.uuid === categoryUuid) ?? null;
  const isBreastPump = vertical?.name === BREAST_PUMP_VERTICAL;
  const asksMachine = category !== null && isCpapMachineCategory(category);

  // A single offer is preselected: nothing to choose.
  const onlyVertical = offeredVerticals.length === 1 ? offeredVerticals[0] : undefined;
  if (!verticalUuid && onlyVertical) setVerticalUuid(onlyVertical.uuid);
  const onlyCategory = choices.length === 1 ? choices[0] : undefined;
  if (step === 2 && !category && onlyCategory) setCategoryUuid(onlyCategory.uuid);

  const answerMissing = isOnboardingAnswerMissing({
    verticalName: vertical?.name ?? null,
    category: step >= 2 ? category : null,
    estimatedDueDate: dueDate,
    machineAnswer: machineAnswer === undefined ? undefined : toEligibility(machineAnswer),
  });
  const setStep = (next: OnboardingStep) =>
    patientStore.update((state) => ({ onboardingModal: { ...state.onboardingModal, step: next } }));

  const save = async (answers: Parameters<typeof updatePatient.mutateAsync>[0]) => {
    try {
      await updatePatient.mutateAsync(answers);
      return true;
    } catch {
      notifications.show({ color: 'red', message: 'We could not save your answer. Please try again.' });
      return false;
    }
  };

  const next = async () => {
    if (step === 1 && vertical) {
      if (isBreastPump && !(await save({ estimatedDueDate: dueDate }))) return;
      if (vertical.uuid !== store.productVerticalUuid || !getCookie(PRODUCT_VERTICAL_COOKIE)) {
        patientStore.chooseVertical(vertical.uuid);
      }
    }
    if (step === 2 && category) {
      if (asksMachine && !(await save({ eligibleForMachine: toEligibility(machineAnswer) }))) return;
      patientStore.update(() => ({
        productCategoryUuid: category.uuid,
        shoppingProgress: { currentStepIndex: null },
      }));
    }
    setStep(nextOnboardingStep(step, categories));
  };

  const skip = () => {
    patientStore.update((state) => ({
      onboardingModal: { ...state.onboardingModal, hasCompletedOnboarding: true },
    }));
    onDone();
  };

  // The welcome step asks nothing; later steps wait for their answers.
  const canGoOn = step === 0 || (((step === 1 && vertical) || (step === 2 && category)) && !answerMissing);

  return (
    <Stack gap="xl">
      {step === 0 && (
        <WelcomeStep provider={consultation?.provider ?? null} hasReferralCode={Boolean(consultation)} />
      )}
      <Suspense fallback={<StepLoading />}>
        {step === 1 && (
          <VerticalStep
            verticals={offeredVerticals}
            value={verticalUuid}
            onChange={(uuid) => {
              setVerticalUuid(uuid);
              setCategoryUuid(null);
            }}
            askDueDate={isBreastPump}
            dueDate={dueDate}
            onDueDateChange={setDueDate}
          />
        )}
        {step === 2 && (
          <CategoryStep
            categories={choices}
            value={categoryUuid}
            onChange={(uuid) => {
              setCategoryUuid(uuid);
              setMachineAnswer(undefined);
            }}
            askMachine={asksMachine}
            machineAnswer={machineAnswer}
            onMachineAnswer={setMachineAnswer}
          />
        )}
        {step === 3 && <InsuranceStep onSkip={skip} disabled={answerMissing} />}
      </Suspense>
      <Group justify="space-between" align="center">
        <ProgressDots step={step} onGoTo={setStep} />
        {step < 3 && (
          <Button
            onClick={next}
            // Pointing at Next (a tap fires it too) starts loading the next steps before the click.
            onPointerEnter={() => void laterSteps()}
            disabled={!canGoOn}
            loading={updatePatient.isPending}
            miw={120}
          >
            Next
          </Button>
        )}
      </Group>
    </Stack>
  );
}
