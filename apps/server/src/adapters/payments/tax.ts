/**
 * Sales tax of the local test-mode page: prescribed durable medical equipment is exempt in every
 * state this table lists; cash-only (non-prescription) items pay the state's base rate.
 * Illustrative base rates (basis points); a real deployment takes tax from the payment provider.
 */
const BASE_RATE_BASIS_POINTS: Record<string, number> = {
  CA: 725,
  NV: 685,
  AZ: 560,
  OR: 0,
  WA: 650,
  NY: 400,
  TX: 625,
  FL: 600,
};

export function salesTaxCents(state: string, cashOnlyCents: number) {
  return Math.round((cashOnlyCents * (BASE_RATE_BASIS_POINTS[state] ?? 0)) / 10_000);
}
