import { isPrescriptionOptional } from '@dme/shared/insurance/prescription-rules';
import {
  cartHasCpapMachine,
  hasInsuranceSavings,
  needsPrescription,
} from '@dme/shared/shop/patient-session-rules';
import { usePatientSession } from '../../lib/patient-session';
import { useCart } from '../cart';
import { useInsuranceStatus } from '../insurance';

/** What the prescription rules read from the session, the cart and the insurance status. */
export function usePrescriptionFacts() {
  const consultation = usePatientSession().data?.consultation ?? null;
  const cart = useCart().data ?? null;
  const insurance = useInsuranceStatus();
  const hasCpap = cartHasCpapMachine(cart);
  return {
    consultation,
    needsPrescription: needsPrescription(consultation),
    cartHasCpapMachine: hasCpap,
    isInsuranceActive: insurance.isActive,
    requiresAuthorization: insurance.requiresAuthorization,
    hasInsuranceSavings: hasInsuranceSavings(cart),
    isOptional: isPrescriptionOptional({
      requiresAuthorization: insurance.requiresAuthorization,
      cartHasCpapMachine: hasCpap,
    }),
  };
}
