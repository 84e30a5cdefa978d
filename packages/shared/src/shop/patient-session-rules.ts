import type { Cart } from '../cart/api';
import type { PatientConsultation } from './api';

type ConsultationFacts = Pick<PatientConsultation, 'inboundLead' | 'hasPrescription'> | null;

/** Spec patient §4 "Patient session": the rules derived from the session. */

/** A referral patient holds a consultation that is not an inbound lead. */
export const isReferralPatient = (consultation: ConsultationFacts) =>
  consultation !== null && !consultation.inboundLead;

/** A prescription is needed when there is none and there is no consultation or it is an inbound lead. */
export const needsPrescription = (consultation: ConsultationFacts) =>
  !consultation?.hasPrescription && (consultation === null || consultation.inboundLead);

/** The session's answer, else the consultation's, else true. */
export const isEligibleForMachine = (
  sessionValue: boolean | null | undefined,
  consultation: Pick<PatientConsultation, 'patientEligibleForMachine'> | null,
) => sessionValue ?? consultation?.patientEligibleForMachine ?? true;

export const RESPIRATORY_CARE_VERTICAL = 'Respiratory Care';
export const CPAP_MACHINE_CATEGORY = 'CPAP Machine';

/** Any item in the Respiratory Care vertical and the CPAP Machine category. */
export const cartHasCpapMachine = (cart: Pick<Cart, 'cartItems'> | null) =>
  (cart?.cartItems ?? []).some(
    (item) =>
      item.productVariant.productVerticalName === RESPIRATORY_CARE_VERTICAL &&
      item.productVariant.productCategoryName === CPAP_MACHINE_CATEGORY,
  );

/** Insurance savings exist when the payer-responsibility subtotal is not '0.00'. */
export const hasInsuranceSavings = (cart: Pick<Cart, 'prices'> | null) =>
  cart !== null && cart.prices.subtotalPayerResponsibility !== '0.00';

/** How many units of a category the cart holds (the per-category quantityLimit counts these). */
export const cartCountInCategory = (cart: Pick<Cart, 'cartItems'> | null, categoryUuid: string) =>
  (cart?.cartItems ?? [])
    .filter((item) => item.productVariant.productCategoryUuid === categoryUuid)
    .reduce((sum, item) => sum + item.quantity, 0);

/** Units in the cart, for "Cart (n items)" and the top bar badge. */
export const cartItemCount = (cart: Pick<Cart, 'cartItems'> | null) =>
  (cart?.cartItems ?? []).reduce((sum, item) => sum + item.quantity, 0);
