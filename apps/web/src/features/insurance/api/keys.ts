/** Query keys of the insurance area. */
export const insuranceKeys = {
  carriers: () => ['insurance-carriers'] as const,
  status: () => ['insurance-status', 'me'] as const,
  plan: () => ['patient-insurance-plan', 'me'] as const,
};
