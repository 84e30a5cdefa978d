import type { EligibilityFailureKind } from '@dme/shared/insurance/eligibility';
import type { CheckedField } from '@dme/shared/insurance/messages';

/**
 * Where an AAA (request validation) segment sat in the 271: 2100A the payer (and its 2000A header),
 * 2100B the provider (information receiver), 2100C the subscriber, 2100D the dependent, 2110C/D a
 * benefit of one of them; `request` when the clearinghouse itself refused without naming a loop.
 */
export type AaaLoop = '2100A' | '2100B' | '2100C' | '2100D' | '2110C' | '2110D' | 'request';

const LOOP_NAMES: Record<AaaLoop, string> = {
  '2100A': 'payer',
  '2100B': 'provider',
  '2100C': 'subscriber',
  '2100D': 'dependent',
  '2110C': 'subscriber benefit',
  '2110D': 'dependent benefit',
  request: 'clearinghouse',
};

interface Reason {
  description: string;
  /** The class when the subscriber's or dependent's loop carries it. */
  kind: EligibilityFailureKind;
  /** The field the code names, for "check what you typed". */
  field?: CheckedField;
}

const typed = (description: string, field?: CheckedField): Reason =>
  field ? { description, kind: 'check_details', field } : { description, kind: 'check_details' };
const ours = (description: string): Reason => ({ description, kind: 'not_checkable' });
const later = (description: string): Reason => ({ description, kind: 'payer_unavailable' });

/**
 * X12 element 901 "Reject Reason Code", every value the 005010X279A1 271 allows in an AAA03
 * (loops 2000A, 2100A–D, 2110C–D; Stedi's per-loop lists: payer 04 41 42 79 80 T4, provider 15 41
 * 43–48 50 51 79 97 T4, subscriber and dependent the rest). Each maps to what the patient is told:
 * - the member was not found or matched: check what you typed, naming the field when the code does;
 * - the payer cannot answer now (04 a volume cap, 42, 80): try again;
 * - everything about the provider, the service type, the service date or data we never collect
 *   (gender): our set-up, for operations.
 */
export const AAA_REJECT_REASONS: Record<string, Reason> = {
  '04': later('Authorized Quantity Exceeded'),
  '15': typed('Required application data missing'),
  '33': typed('Input Errors'),
  '35': ours('Out of Network'),
  '41': ours('Authorization/Access Restrictions'),
  '42': later('Unable to Respond at Current Time'),
  '43': ours('Invalid/Missing Provider Identification'),
  '44': ours('Invalid/Missing Provider Name'),
  '45': ours('Invalid/Missing Provider Specialty'),
  '46': ours('Invalid/Missing Provider Phone Number'),
  '47': ours('Invalid/Missing Provider State'),
  '48': ours('Invalid/Missing Referring Provider Identification Number'),
  '49': ours('Provider is Not Primary Care Physician'),
  '50': ours('Provider Ineligible for Inquiries'),
  '51': ours('Provider Not on File'),
  '52': ours('Service Dates Not Within Provider Plan Enrollment'),
  '53': ours('Inquired Benefit Inconsistent with Provider Type'),
  '54': ours('Inappropriate Product/Service ID Qualifier'),
  '55': ours('Inappropriate Product/Service ID'),
  '56': ours('Inappropriate Date'),
  '57': ours('Invalid/Missing Date(s) of Service'),
  '58': typed('Invalid/Missing Date-of-Birth', 'birthDate'),
  '60': typed('Date of Birth Follows Date(s) of Service', 'birthDate'),
  '61': typed('Date of Death Precedes Date(s) of Service'),
  '62': ours('Date of Service Not Within Allowable Inquiry Period'),
  '63': ours('Date of Service in Future'),
  '64': typed('Invalid/Missing Patient ID', 'memberId'),
  '65': typed('Invalid/Missing Patient Name', 'name'),
  '66': ours('Invalid/Missing Patient Gender Code'),
  '67': typed('Patient Not Found'),
  '68': typed('Duplicate Patient ID Number', 'memberId'),
  '69': typed("Inconsistent with Patient's Age", 'birthDate'),
  '70': typed("Inconsistent with Patient's Gender"),
  '71': typed('Patient Birth Date Does Not Match That for the Patient on the Database', 'birthDate'),
  '72': typed('Invalid/Missing Subscriber/Insured ID', 'memberId'),
  '73': typed('Invalid/Missing Subscriber/Insured Name', 'name'),
  '74': ours('Invalid/Missing Subscriber/Insured Gender Code'),
  '75': typed('Subscriber/Insured Not Found'),
  '76': typed('Duplicate Subscriber/Insured ID Number', 'memberId'),
  '77': typed('Subscriber Found, Patient Not Found'),
  '78': typed('Subscriber/Insured Not in Group/Plan Identified'),
  '79': later('Invalid Participant Identification'),
  '80': later('No Response received - Transaction Terminated'),
  '97': ours('Invalid or Missing Provider Address'),
  '98': ours('Experimental Service or Procedure'),
  AA: ours('Authorization Number Not Found'),
  AE: ours('Requires Primary Care Physician Authorization'),
  AF: ours('Invalid/Missing Diagnosis Code(s)'),
  AG: ours('Invalid/Missing Procedure Code(s)'),
  AO: ours('Additional Patient Condition Information Required'),
  CI: ours('Certification Information Does Not Match Patient'),
  E8: ours('Requires Medical Review'),
  IA: ours('Invalid Authorization Number Format'),
  MA: ours('Missing Authorization'),
  T4: ours('Payer Name or Identifier Missing'),
};

/** The payer cannot answer now, wherever the code sits. */
const PAYER_BUSY = new Set(['04', '42', '80']);
/**
 * 53/54/55: the payer refuses the service type we asked for. Stedi: payers differ in the STCs they
 * support; ask again for 30 (health benefit plan coverage), which every payer must answer.
 */
export const SERVICE_TYPE_REFUSALS = new Set(['53', '54', '55']);

export interface ClassifiedAaa {
  kind: EligibilityFailureKind;
  field?: CheckedField;
  /** "AAA 42 Unable to Respond at Current Time (2100A payer)" */
  reason: string;
}

/**
 * What one AAA error means for the patient. The loop decides before the code: anything wrong at
 * the provider (2100B) is ours; at the payer, only 04/42/80 (and 79 in an answer, see below) are
 * "try again". 79 (Invalid Participant Identification) per Stedi's troubleshooting table: in a
 * 400 the payer id is not configured (ours, do not retry); in a 200 the payer rejected the
 * transaction (its connectivity: try again). A code the clearinghouse sends without a loop (33 in
 * Stedi's own validation errors) is about our request. Unknown codes ("payers may return other
 * non-compliant values") are ours to look at.
 */
export function classifyAaa(code: string, loop: AaaLoop, httpStatus: number): ClassifiedAaa {
  const known = AAA_REJECT_REASONS[code];
  const reason = `AAA ${code} ${known?.description ?? 'Unknown reject reason'} (${loop === 'request' ? '' : `${loop} `}${LOOP_NAMES[loop]})`;
  if (PAYER_BUSY.has(code)) return { kind: 'payer_unavailable', reason };
  if (code === '79')
    return { kind: httpStatus === 400 || loop === '2100B' ? 'not_checkable' : 'payer_unavailable', reason };
  if (!known || loop === '2100B' || loop === '2100A') return { kind: 'not_checkable', reason };
  if (loop === 'request' && (code === '33' || code === '15')) return { kind: 'not_checkable', reason };
  return known.field ? { kind: known.kind, field: known.field, reason } : { kind: known.kind, reason };
}

/** "Loop 2100C", "2100C", "2000A" → the loop; anything else → `request`. */
export function loopOf(location: unknown, fallback: AaaLoop = 'request'): AaaLoop {
  if (typeof location !== 'string') return fallback;
  const match = /\b(2000|2100|2110)([A-D])\b/.exec(location.replace(/^Loop\s*/i, ''));
  if (!match) return fallback;
  const [, level, part] = match;
  if (level === '2110') return part === 'D' ? '2110D' : '2110C';
  if (level === '2000' && part === 'A') return '2100A';
  return `2100${part}` as AaaLoop;
}
