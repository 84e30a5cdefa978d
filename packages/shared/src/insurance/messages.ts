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
} as const;
