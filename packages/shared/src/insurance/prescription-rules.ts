/** Spec patient §4 "Checkout" and "Prescription modal": when the shop asks for a prescription. */

interface CheckoutFacts {
  /** No prescription on file and no provider's order (see needsPrescription). */
  needsPrescription: boolean;
  cartHasCpapMachine: boolean;
  isInsuranceActive: boolean;
  hasInsuranceSavings: boolean;
}

/**
 * The checkout button first asks for a prescription when one is needed and either the cart holds a
 * CPAP machine (a machine is never sold without one) or insurance is lowering the price. A patient
 * whose provider's prescription is on file is never asked (docs/decisions/0015-when-shop-asks-for-prescription.md).
 */
export const shouldAskPrescriptionAtCheckout = (facts: CheckoutFacts) =>
  facts.needsPrescription &&
  (facts.cartHasCpapMachine || (facts.isInsuranceActive && facts.hasInsuranceSavings));

/** The prescription banner: insurance is active and a prescription should be asked for. */
export const shouldShowPrescriptionBanner = (
  facts: Pick<CheckoutFacts, 'needsPrescription' | 'isInsuranceActive'>,
) => facts.needsPrescription && facts.isInsuranceActive;

/**
 * Uploading is optional when the payer's check needs no prior authorisation, except for a CPAP
 * machine, which always needs a prescription.
 */
export const isPrescriptionOptional = (facts: {
  requiresAuthorization: boolean;
  cartHasCpapMachine: boolean;
}) => !facts.requiresAuthorization && !facts.cartHasCpapMachine;
