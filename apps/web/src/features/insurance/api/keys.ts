import { insuranceStatusKey } from '../../../lib/query-keys';

/** Query keys of the insurance area. */
export const insuranceKeys = {
  carriers: () => ['insurance-carriers'] as const,
  status: insuranceStatusKey,
  plan: () => ['patient-insurance-plan', 'me'] as const,
};
