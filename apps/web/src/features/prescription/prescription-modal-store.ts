import { createExternalStore } from '../../lib/external-store';

interface ModalState {
  opened: boolean;
  /** Checkout waits on the modal: called once the prescription is verified, uploaded or skipped. */
  onContinue: (() => void) | null;
  /** Bumped on every open so the modal starts afresh. */
  openCount: number;
}

const closed: ModalState = { opened: false, onContinue: null, openCount: 0 };
const prescriptionModal = createExternalStore(closed);
const checkoutPrompt = createExternalStore(closed);

const opener =
  (store: typeof prescriptionModal) =>
  ({ onContinue }: { onContinue?: () => void } = {}) =>
    store.set({ opened: true, onContinue: onContinue ?? null, openCount: store.get().openCount + 1 });
const closer = (store: typeof prescriptionModal) => () => store.set({ ...store.get(), opened: false });

/** Opens the 470px prescription modal (top-bar icon, banner, checkout prompt). */
export const openPrescriptionModal = opener(prescriptionModal);
export const closePrescriptionModal = closer(prescriptionModal);
export const usePrescriptionModalState = prescriptionModal.useState;

/** Asks for a prescription before checkout ("Upload prescription" / "Remove insurance"). */
export const openCheckoutPrompt = opener(checkoutPrompt);
export const closeCheckoutPrompt = closer(checkoutPrompt);
export const useCheckoutPromptState = checkoutPrompt.useState;
