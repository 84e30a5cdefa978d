import type { Config } from '../../config';
import { createClearinghouseChecker } from './clearinghouse';
import type { EligibilityChecker } from './port';
import { simulatedPayer } from './simulated';

export type {
  EligibilityAnswer,
  EligibilityChecker,
  EligibilityFailure,
  EligibilityRequest,
  EligibilityResult,
  PriorAuthAnswer,
  PriorAuthInquiry,
} from './port';

/** The clearinghouse when its API key is set; the deterministic simulated payer otherwise. */
export function createEligibilityChecker(config: Config): EligibilityChecker {
  if (!config.CLEARINGHOUSE_API_KEY) return simulatedPayer;
  return createClearinghouseChecker({
    url: config.CLEARINGHOUSE_URL,
    apiKey: config.CLEARINGHOUSE_API_KEY,
    organizationName: config.BILLING_ORGANIZATION_NAME,
    npi: config.BILLING_NPI,
  });
}
