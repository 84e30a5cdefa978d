import { lazy, Suspense } from 'react';
import { useHasOpened } from '../../../lib/modal-store';
import { useCheckoutPromptState, usePrescriptionModalState } from '../../../lib/prescription-modal-store';

const PrescriptionModal = lazy(async () => ({
  default: (await import('./prescription-modal')).PrescriptionModal,
}));
const CheckoutPrompt = lazy(async () => ({ default: (await import('./checkout-prompt')).CheckoutPrompt }));

/** Mounts the prescription modal and the checkout prompt only once one of them is opened. */
export function PrescriptionModalHost() {
  const modalOpened = usePrescriptionModalState().opened;
  const promptOpened = useCheckoutPromptState().opened;
  return useHasOpened(modalOpened || promptOpened) ? (
    <Suspense fallback={null}>
      <PrescriptionModal />
      <CheckoutPrompt />
    </Suspense>
  ) : null;
}
