export const PRICE_FILTER_MAX = 9_999_999;

export const PRICE_FILTER_MESSAGES = {
  negative: 'Cannot be negative',
  fromAboveTo: 'Cannot be above the maximum price',
  toAboveMax: `Cannot exceed ${PRICE_FILTER_MAX}`,
  toBelowFrom: 'Cannot be below the minimum price',
} as const;

export interface PriceRange {
  from: number | null;
  to: number | null;
}

export interface PriceRangeErrors {
  from?: string;
  to?: string;
}

/**
 * Spec patient §5 "Price filter": "from" cannot be negative or above "to";
 * "to" cannot exceed 9999999 or be below "from" (PRICE_FILTER_MAX). An empty bound is open.
 */
export function validatePriceRange({ from, to }: PriceRange): PriceRangeErrors {
  const errors: PriceRangeErrors = {};
  const bothSet = from !== null && to !== null;
  if (from !== null && from < 0) errors.from = PRICE_FILTER_MESSAGES.negative;
  else if (bothSet && from > to) errors.from = PRICE_FILTER_MESSAGES.fromAboveTo;
  if (to !== null && to > PRICE_FILTER_MAX) errors.to = PRICE_FILTER_MESSAGES.toAboveMax;
  else if (to !== null && to < 0) errors.to = PRICE_FILTER_MESSAGES.negative;
  else if (bothSet && to < from) errors.to = PRICE_FILTER_MESSAGES.toBelowFrom;
  return errors;
}

/** The "Free" checkbox: both bounds at 0. */
export const isFreeRange = ({ from, to }: PriceRange) => from === 0 && to === 0;
