import { describe, expect, it } from 'vitest';
import { PRICE_FILTER_MESSAGES as M, validatePriceRange } from './price-filter';

describe('validatePriceRange', () => {
  it.each([
    [{ from: null, to: null }, {}],
    [{ from: 0, to: 0 }, {}],
    [{ from: 10, to: 100 }, {}],
    [{ from: 100, to: null }, {}],
    [{ from: null, to: 9_999_999 }, {}],
    [{ from: -1, to: null }, { from: M.negative }],
    [{ from: -5, to: 10 }, { from: M.negative }],
    [
      { from: 50, to: 10 },
      { from: M.fromAboveTo, to: M.toBelowFrom },
    ],
    [{ from: null, to: 10_000_000 }, { to: M.toAboveMax }],
    [{ from: 5, to: 10_000_000 }, { to: M.toAboveMax }],
    [{ from: null, to: -3 }, { to: M.negative }],
  ])('%o → %o', (range, errors) => expect(validatePriceRange(range)).toEqual(errors));
});
