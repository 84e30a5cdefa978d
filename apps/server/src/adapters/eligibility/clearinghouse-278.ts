import type { PriorAuthStatus } from '@dme/shared/work-orders/display-status';
import type { PriorAuthAnswer } from './port';

/** A health care services review decision (X12 278 response segment HCR). */
interface Review {
  /** HCR01 action code. */
  actionCode?: string;
  /** HCR02: the payer's review (authorisation) number. */
  reviewIdentificationNumber?: string;
  /** HCR03: why the payer decided so. */
  decisionReasonCode?: string;
}

/** The parts of a clearinghouse's JSON 278 inquiry reply we read (X12 278 X215: HCR and AAA). */
export interface Reply278 {
  /** Loop 2000E: the decision for the whole request. */
  patientEvent?: { healthCareServicesReview?: Review };
  /** Loop 2000F: a decision per requested service. */
  services?: { procedureCode?: string; healthCareServicesReview?: Review }[];
  errors?: { code?: string; description?: string }[];
}

/**
 * HCR01 action codes in our vocabulary. A2 (certified in part) and A6 (modified) still let the
 * order ship as authorised, so they read Approved; A4 (pended) means the payer holds the request
 * and has not decided, which is our Submitted. CT (contact the payer) and unknown codes are no answer.
 */
const ACTION_STATUSES: Record<string, PriorAuthStatus> = {
  A1: 'Approved',
  A2: 'Approved',
  A6: 'Approved',
  A3: 'Rejected',
  A4: 'Submitted',
  C: 'Cancelled',
  NA: 'Not Required',
};
/**
 * When service lines disagree, the status the provider must act on wins: a line still under review,
 * then a denied one, then a cancelled one.
 */
const PRECEDENCE: PriorAuthStatus[] = ['Submitted', 'Rejected', 'Cancelled', 'Approved', 'Not Required'];
/** AAA 72/73/75/76: invalid member id or name, subscriber not found, duplicate: no review to report. */
const NOT_FOUND = ['72', '73', '75', '76'];

const NO_ANSWER: PriorAuthAnswer = { status: null, referenceNumber: null };

/**
 * Maps a 278 inquiry reply to our prior-auth status: the decisions on the services we asked about,
 * else the decision on the whole request; no answer when the payer has none.
 */
export function mapPriorAuthReply(reply: Reply278, hcpcsCodes: readonly string[]): PriorAuthAnswer {
  if (reply.errors?.some((error) => NOT_FOUND.includes(error.code ?? ''))) return NO_ANSWER;
  if (reply.errors?.length)
    throw new Error(`payer error ${reply.errors.map((error) => error.code).join(', ')}`);

  const serviceReviews = (reply.services ?? [])
    .filter((service) => !service.procedureCode || hcpcsCodes.includes(service.procedureCode))
    .flatMap((service) => (service.healthCareServicesReview ? [service.healthCareServicesReview] : []));
  const eventReview = reply.patientEvent?.healthCareServicesReview;
  const reviews = serviceReviews.length ? serviceReviews : eventReview ? [eventReview] : [];
  const statuses = reviews.flatMap((review) => {
    const status = ACTION_STATUSES[review.actionCode ?? ''];
    return status ? [status] : [];
  });
  const status = PRECEDENCE.find((candidate) => statuses.includes(candidate)) ?? null;
  if (!status) return NO_ANSWER;
  const referenceNumber =
    [eventReview, ...reviews].find((review) => review?.reviewIdentificationNumber)
      ?.reviewIdentificationNumber ?? null;
  return { status, referenceNumber };
}
