// The insurance texts, apart from the schemas: a page that shows them does not load zod (issue 18).

export const INSURANCE_MESSAGES = {
  validDate: 'Must be a valid date',
  futureDate: 'Cannot be in the future',
  confirmInformation: "Please confirm that the information you've entered is correct",
  unknownCarrier:
    'Unfortunately, your insurance carrier is not in our system yet, we can help outside our system.',
  unsupportedPlan:
    'Unfortunately, this product is not contracted with your insurance plan yet, we can help outside our system.',
  unsupportedStateExchangePlan:
    'Unfortunately, this product is not yet contracted with your state exchange plan, we can help outside our system.',
  noSuppliers:
    'Unfortunately, none of our supplier partners is in network with your insurance carrier yet, we can help outside our system.',
  noInsurance: 'You have not submitted your insurance yet.',
  prescriptionServerError: 'Sorry, we could not process your request. Please try again later',
  phoneInvalid: 'Must be a valid phone number',
  /** Issue 14: the payer answered only for the plan in general (service type 30), not for DME. */
  dmeBenefitsNotConfirmed: 'Coverage active; DME benefits not confirmed by the plan',
  estimatedPrices:
    "Insurance prices are estimates made with your plan's general benefits. Your plan has not confirmed its coverage for medical equipment, so the amount you owe may change once it does.",
  /** Issue 47: the payer (or the clearinghouse) cannot answer now (AAA 42/80, a timeout, a 5xx). */
  payerUnavailable:
    'Your insurance plan is not answering right now, so we could not check your coverage. Please try again in a few minutes, or leave your details and our team will check it for you.',
  /** Issue 47: our own set-up kept the check from being made; never the patient's plan. */
  checkUnavailable:
    'We could not check your plan right now. The problem is on our side, not with your insurance. Leave your details and our team will check your coverage for you, or continue purchasing out-of-pocket.',
  /** Issue 47: the plan is active, but it answers that it does not cover medical equipment. */
  dmeNotCovered:
    'Your plan says it does not cover this medical equipment, so insurance pricing is not available. You can continue purchasing out-of-pocket, or leave your details and our team will look at other options with you.',
  /**
   * Issue 47: the plan neither confirms nor denies medical-equipment coverage: it names another
   * company for those benefits (EB01 U, N), or its records are being updated (EB01 5, 7, 8).
   */
  dmeCoverageNotConfirmed:
    'Your plan did not confirm its coverage for medical equipment, so insurance pricing is not available yet. Leave your details and our team will check your coverage with your plan for you.',
} as const;

/** The fields a payer's refusal can name (AAA 58/71 birth date, 72/76 member ID, 73/65 name). */
export type CheckedField = 'memberId' | 'name' | 'birthDate';

const FIELD_NAMES: Record<CheckedField, string> = {
  memberId: 'member ID',
  name: 'first and last name',
  birthDate: 'date of birth',
};

/**
 * "Check what you typed": the spec's text (patient §8 "Insurance submit failure"), then, when the
 * payer named them, the fields to look at.
 */
export function checkDetailsMessage(fields: readonly CheckedField[]) {
  const names = [...new Set(fields)].map((field) => FIELD_NAMES[field]);
  if (names.length === 0) return INSURANCE_MESSAGES.confirmInformation;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${INSURANCE_MESSAGES.confirmInformation}. Please check the ${list}, exactly as printed on your insurance card.`;
}
