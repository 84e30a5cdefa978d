import { isValidNpi } from '../auth/npi';
import { isRealDate } from '../validation/form-input';
import { type CoverageFinding, type RuleResult, ruleResult } from './verdict';

export const SWO_POLICY = '42 CFR 410.38(d)';

export interface StandardWrittenOrderInput {
  patientName?: string | null;
  medicareId?: string | null;
  /** The order date: the day the practitioner signed the work order. */
  orderDate?: string | null;
  itemCodes: readonly string[];
  providerName?: string | null;
  providerNpi?: string | null;
  providerSignature?: string | null;
}

const finding = (element: string, message: string): CoverageFinding => ({
  criterion: `${SWO_POLICY}: ${element}`,
  message,
});
const given = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * The elements a standard written order must hold, 42 CFR 410.38(d)(1): (i) the beneficiary's
 * name or Medicare Beneficiary Identifier, (ii) the order date, (iii) a general description of the
 * item (a HCPCS code, narrative or brand), (iv) the quantity "if applicable" — a work order line is
 * one item, so it is never missing here —, (v) the treating practitioner's name or NPI, and (vi)
 * the practitioner's signature. `today` is YYYY-MM-DD: an order dated after it is not an order yet.
 */
export function checkStandardWrittenOrder(order: StandardWrittenOrderInput, today: string): RuleResult {
  const failing: CoverageFinding[] = [];
  const missing: CoverageFinding[] = [];
  if (!given(order.patientName) && !given(order.medicareId))
    missing.push(finding('(d)(1)(i)', 'Beneficiary name or Medicare ID'));
  if (!order.orderDate || !isRealDate(order.orderDate)) missing.push(finding('(d)(1)(ii)', 'Order date'));
  else if (order.orderDate > today)
    failing.push(finding('(d)(1)(ii)', `Order date ${order.orderDate} is after today`));
  if (order.itemCodes.length === 0) missing.push(finding('(d)(1)(iii)', 'Item description (HCPCS code)'));
  const npi = order.providerNpi?.trim() ?? '';
  // A wrong NPI is reported even when the name satisfies the SWO: the claim carries the NPI.
  if (npi && !isValidNpi(npi))
    failing.push(finding('(d)(1)(v)', `Practitioner NPI ${npi} is not a valid NPI`));
  else if (!npi && !given(order.providerName)) missing.push(finding('(d)(1)(v)', 'Practitioner name or NPI'));
  if (!given(order.providerSignature)) missing.push(finding('(d)(1)(vi)', 'Practitioner signature'));
  return ruleResult(failing, missing);
}
