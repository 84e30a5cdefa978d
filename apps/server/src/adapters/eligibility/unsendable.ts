import type { CheckedField } from '@dme/shared/insurance/messages';
import { type X12Field, x12Problems } from '@dme/shared/insurance/x12';
import type { EligibilityAnswer, EligibilityRequest } from './port';

const FIELD_OF: Record<X12Field, CheckedField> = {
  memberId: 'memberId',
  firstName: 'name',
  lastName: 'name',
  birthDate: 'birthDate',
};

/**
 * A request an X12 270 cannot carry (issue 47), as a "check what you typed" answer naming the
 * fields; null when it can be sent. Every checker asks this first: nothing it refuses leaves.
 */
export function unsendableRequest(request: EligibilityRequest): EligibilityAnswer | null {
  const problems = x12Problems(request);
  if (problems.length === 0) return null;
  return {
    outcome: 'failure',
    failure: {
      kind: 'check_details',
      fields: [...new Set(problems.map((field) => FIELD_OF[field]))],
      reason: `not sent: ${problems.join(', ')} cannot be carried by an X12 270`,
      codes: problems.map((field) => `request:${field}`),
      httpStatus: null,
    },
  };
}
