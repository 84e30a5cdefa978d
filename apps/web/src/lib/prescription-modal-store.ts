import { createModalStore } from './modal-store';

interface ModalOptions {
  /** Checkout waits on the modal: called once the prescription is verified, uploaded or skipped. */
  onContinue: (() => void) | null;
}

const prescriptionModal = createModalStore<ModalOptions>({ onContinue: null });
const checkoutPrompt = createModalStore<ModalOptions>({ onContinue: null });

const opener =
  (store: typeof prescriptionModal) =>
  ({ onContinue }: { onContinue?: () => void } = {}) =>
    store.open({ onContinue: onContinue ?? null });

/** Opens the 470px prescription modal (top-bar icon, banner, checkout prompt). */
export const openPrescriptionModal = opener(prescriptionModal);
export const closePrescriptionModal = prescriptionModal.close;
export const usePrescriptionModalState = prescriptionModal.useState;

/** Asks for a prescription before checkout ("Upload prescription" / "Remove insurance"). */
export const openCheckoutPrompt = opener(checkoutPrompt);
export const closeCheckoutPrompt = checkoutPrompt.close;
export const useCheckoutPromptState = checkoutPrompt.useState;
