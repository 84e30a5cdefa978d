/**
 * The one pricing module (DESIGN §5): what the patient pays for each line, given the plan's
 * benefits. Pure, in integer cents; every screen and the checkout use it.
 */
export interface PlanBenefits {
  /** Coverage is active for durable medical equipment. */
  active: boolean;
  /** The payer's allowed amount per unit, by HCPCS code (its fee schedule); missing = not covered. */
  allowedUnitCents: Readonly<Record<string, number>>;
  deductibleRemainingCents: number;
  /** The patient's share after the deductible, in basis points (2000 = 20 %). */
  coinsuranceBasisPoints: number;
  /** A fixed amount per covered line. */
  copayCents: number;
  /** Once reached, the plan pays everything else. */
  outOfPocketRemainingCents: number;
  /**
   * The payer did not confirm DME benefits (it answered only for the plan in general, service type
   * 30): these are the plan's general benefits and every insured price made with them is an estimate.
   */
  isEstimate?: boolean;
}

export interface PriceableLine {
  hcpcsCode: string;
  retailUnitCents: number;
  quantity: number;
  isCashOnly: boolean;
}

export interface LinePrice {
  retailCents: number;
  patientCents: number;
  savingsCents: number;
}

const retailOnly = (retailCents: number): LinePrice => ({
  retailCents,
  patientCents: retailCents,
  savingsCents: 0,
});

/**
 * Prices lines in order, carrying the deductible and out-of-pocket maximum from one line to the
 * next. An in-network supplier accepts the allowed amount as payment in full, so the patient
 * owes at most their cost share of the allowed amount, never more than retail.
 */
export function priceLines(lines: readonly PriceableLine[], plan: PlanBenefits | null): LinePrice[] {
  let deductible = plan?.deductibleRemainingCents ?? 0;
  let outOfPocket = plan?.outOfPocketRemainingCents ?? 0;
  return lines.map((line) => {
    const retailCents = line.retailUnitCents * line.quantity;
    const allowedUnit = plan?.allowedUnitCents[line.hcpcsCode];
    if (!plan?.active || line.isCashOnly || allowedUnit === undefined) return retailOnly(retailCents);

    const allowed = Math.min(allowedUnit * line.quantity, retailCents);
    const towardDeductible = Math.min(deductible, allowed);
    deductible -= towardDeductible;
    const afterDeductible = allowed - towardDeductible;
    const coinsurance = Math.round((afterDeductible * plan.coinsuranceBasisPoints) / 10_000);
    const copay = Math.min(plan.copayCents, afterDeductible - coinsurance);
    const share = Math.min(towardDeductible + coinsurance + copay, Math.max(outOfPocket, 0));
    outOfPocket -= share;
    return { retailCents, patientCents: share, savingsCents: retailCents - share };
  });
}

const largestAllowed = new WeakMap<object, number>();

/** The largest allowed unit amount of a fee schedule (kept per schedule object: schedules are shared). */
function largestAllowedCents(allowedUnitCents: Readonly<Record<string, number>>) {
  let largest = largestAllowed.get(allowedUnitCents);
  if (largest === undefined) {
    largest = Math.max(0, ...Object.values(allowedUnitCents));
    largestAllowed.set(allowedUnitCents, largest);
  }
  return largest;
}

/**
 * What one unit's price depends on, besides the fee schedule (the catalogue prices each variant on
 * its own, one unit): a line's allowed amount is at most the schedule's largest, so a deductible,
 * copay or out-of-pocket remainder past that largest amount changes no price. Plans with equal
 * terms price every single unit alike, which lets patients with different remainders share pages.
 */
export function unitPriceTerms(plan: PlanBenefits) {
  const largest = largestAllowedCents(plan.allowedUnitCents);
  // What is left after the deductible is at most the allowed amount (more if a payer sent a negative remainder).
  const afterDeductible = largest + Math.max(-plan.deductibleRemainingCents, 0);
  return [
    Math.min(plan.deductibleRemainingCents, largest),
    plan.coinsuranceBasisPoints,
    Math.min(plan.copayCents, afterDeductible),
    Math.min(Math.max(plan.outOfPocketRemainingCents, 0), largest),
  ];
}

export function totals(prices: readonly LinePrice[]) {
  const sum = (pick: (price: LinePrice) => number) => prices.reduce((total, price) => total + pick(price), 0);
  return {
    retailCents: sum((p) => p.retailCents),
    patientCents: sum((p) => p.patientCents),
    savingsCents: sum((p) => p.savingsCents),
  };
}
