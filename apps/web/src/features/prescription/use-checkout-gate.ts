import { shouldAskPrescriptionAtCheckout } from '@dme/shared/insurance/prescription-rules';
import { openCheckoutPrompt } from '../../lib/prescription-modal-store';
import { usePrescriptionFacts } from './use-prescription-facts';

/**
 * Wraps the cart's checkout: `gate(checkout)` checks out at once, or first asks for a prescription
 * (spec patient §4 "Checkout") and checks out once the prescription modal is done.
 */
export function useCheckoutGate() {
  const facts = usePrescriptionFacts();
  return (checkout: () => void) => {
    if (shouldAskPrescriptionAtCheckout(facts)) openCheckoutPrompt({ onContinue: checkout });
    else checkout();
  };
}
