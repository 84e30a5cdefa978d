import {
  ELIGIBILITY_FAILURE_ROUTES,
  type EligibilityFailureListQuery,
  type EligibilityFailureListReply,
} from '@dme/shared/insurance/api';
import { useOpsList } from './ops-list';

/** Eligibility checks that gave no answer (issue 47), newest first, a page at a time. */
export const useEligibilityFailures = (query: EligibilityFailureListQuery) =>
  useOpsList<EligibilityFailureListReply>('eligibility-failures', ELIGIBILITY_FAILURE_ROUTES.list, query);
