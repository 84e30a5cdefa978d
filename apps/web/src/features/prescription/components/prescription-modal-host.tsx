import { lazy, Suspense, useState } from 'react';
import { useCheckoutPromptState, usePrescriptionModalState } from '../prescription-modal-store';

const PrescriptionModal = lazy(async () => ({
  default: (await import('./prescription-modal')).PrescriptionModal,
}));
const CheckoutPrompt = lazy(async () => ({ default: (await import('./checkout-prompt')).CheckoutPrompt }));

/** Mounts the prescription modal and the checkout prompt only once one of them is opened. */
export function PrescriptionModalHost() {
  const modalOpened = usePrescriptionModalState().opened;
  const promptOpened = useCheckoutPromptState().opened;
  // Stays mounted after the first open so the dialogs can play their closing transitions.
  const [hasOpened, setHasOpened] = useState(modalOpened || promptOpened);
  if ((modalOpened || promptOpened) && !hasOpened) setHasOpened(true);
  return hasOpened ? (
    <Suspense fallback={null}>
      <PrescriptionModal />
      <CheckoutPrompt />
    </Suspense>
  ) : null;
}
