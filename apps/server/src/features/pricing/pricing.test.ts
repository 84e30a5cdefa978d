import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSavings, formatUsd, toDecimalString } from './money';
import { type PlanBenefits, priceLines, totals, unitPriceTerms } from './pricing';

const pump = { hcpcsCode: 'E0603', retailUnitCents: 19_999, quantity: 1, isCashOnly: false };
const bags = { hcpcsCode: 'K1005', retailUnitCents: 1_500, quantity: 2, isCashOnly: false };
const plan = (overrides: Partial<PlanBenefits> = {}): PlanBenefits => ({
  active: true,
  allowedUnitCents: { E0603: 15_000, K1005: 1_000 },
  deductibleRemainingCents: 0,
  coinsuranceBasisPoints: 0,
  copayCents: 0,
  outOfPocketRemainingCents: 1_000_000,
  ...overrides,
});

describe('priceLines', () => {
  it.each([
    ['no plan: retail', null, pump, 19_999],
    ['inactive plan: retail', plan({ active: false }), pump, 19_999],
    ['full coverage: free', plan(), pump, 0],
    ['cash-only products never change', plan(), { ...pump, isCashOnly: true }, 19_999],
    ['uncovered code: retail', plan({ allowedUnitCents: {} }), pump, 19_999],
    ['20 % coinsurance of the allowed amount', plan({ coinsuranceBasisPoints: 2000 }), pump, 3_000],
    ['deductible bigger than the allowed amount', plan({ deductibleRemainingCents: 50_000 }), pump, 15_000],
    [
      'part deductible, then coinsurance',
      plan({ deductibleRemainingCents: 5_000, coinsuranceBasisPoints: 1000 }),
      pump,
      6_000,
    ],
    ['copay', plan({ copayCents: 2_500 }), pump, 2_500],
    [
      'out-of-pocket maximum caps the share',
      plan({ coinsuranceBasisPoints: 5000, outOfPocketRemainingCents: 1_000 }),
      pump,
      1_000,
    ],
    [
      'allowed above retail is capped at retail',
      plan({ allowedUnitCents: { E0603: 30_000 }, deductibleRemainingCents: 90_000 }),
      pump,
      19_999,
    ],
  ])('%s', (_name, benefits, line, patientCents) => {
    const [price] = priceLines([line], benefits);
    expect(price?.patientCents).toBe(patientCents);
    expect(price?.savingsCents).toBe(line.retailUnitCents * line.quantity - patientCents);
  });

  it('carries the deductible from one line to the next', () => {
    const prices = priceLines([pump, bags], plan({ deductibleRemainingCents: 16_000 }));
    expect(prices.map((p) => p.patientCents)).toEqual([15_000, 1_000]);
    expect(totals(prices)).toEqual({ retailCents: 22_999, patientCents: 16_000, savingsCents: 6_999 });
  });

  it('never charges more than retail nor less than nothing', () => {
    const benefits = fc.record({
      active: fc.boolean(),
      allowedUnitCents: fc.record({ E0603: fc.nat(100_000) }),
      deductibleRemainingCents: fc.nat(500_000),
      coinsuranceBasisPoints: fc.nat(10_000),
      copayCents: fc.nat(10_000),
      outOfPocketRemainingCents: fc.nat(1_000_000),
    });
    const line = fc.record({
      hcpcsCode: fc.constantFrom('E0603', 'A4281'),
      retailUnitCents: fc.nat(100_000),
      quantity: fc.integer({ min: 1, max: 10 }),
      isCashOnly: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), fc.option(benefits), (lines, plan) => {
        for (const price of priceLines(lines, plan)) {
          expect(price.patientCents).toBeGreaterThanOrEqual(0);
          expect(price.patientCents).toBeLessThanOrEqual(price.retailCents);
          expect(price.patientCents + price.savingsCents).toBe(price.retailCents);
        }
      }),
    );
  });
});

describe('unitPriceTerms', () => {
  it('gives equal terms only to plans that price every single unit alike', () => {
    const schedule = { E0603: 15_000, K1005: 1_000 };
    // Values around the allowed amounts, where a wrong bound would show.
    const amount = fc.constantFrom(-5, 0, 400, 999, 1_000, 1_001, 14_999, 15_000, 15_001, 90_000);
    const benefits = fc.record({
      deductibleRemainingCents: amount,
      coinsuranceBasisPoints: fc.constantFrom(0, 2_000, 10_000),
      copayCents: amount,
      outOfPocketRemainingCents: amount,
    });
    const unit = fc.record({
      hcpcsCode: fc.constantFrom('E0603', 'K1005', 'A4281'),
      retailUnitCents: fc.constantFrom(500, 1_000, 14_000, 20_000),
      quantity: fc.constant(1),
      isCashOnly: fc.boolean(),
    });
    const same = (a: PlanBenefits, b: PlanBenefits) =>
      JSON.stringify(unitPriceTerms(a)) === JSON.stringify(unitPriceTerms(b));
    fc.assert(
      fc.property(
        benefits,
        benefits,
        fc.array(unit, { minLength: 1, maxLength: 6 }),
        (first, second, units) => {
          const one = plan({ ...first, allowedUnitCents: schedule });
          // Each amount of the second plan that leaves the terms as they are replaces the first's.
          let other = one;
          for (const key of [
            'deductibleRemainingCents',
            'copayCents',
            'outOfPocketRemainingCents',
          ] as const) {
            const changed = { ...other, [key]: second[key] };
            if (same(changed, one)) other = changed;
          }
          for (const line of units) expect(priceLines([line], other)).toEqual(priceLines([line], one));
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('lets a deductible, copay or out-of-pocket remainder past the largest allowed amount go', () => {
    const terms = (overrides: Partial<PlanBenefits>) => unitPriceTerms(plan(overrides));
    expect(terms({ deductibleRemainingCents: 250_000 })).toEqual(terms({ deductibleRemainingCents: 90_000 }));
    expect(terms({ deductibleRemainingCents: 5_000 })).not.toEqual(
      terms({ deductibleRemainingCents: 6_000 }),
    );
    expect(terms({ outOfPocketRemainingCents: -5 })).toEqual(terms({ outOfPocketRemainingCents: 0 }));
    expect(terms({ copayCents: 20_000 })).toEqual(terms({ copayCents: 15_000 }));
  });
});

describe('money', () => {
  it.each([
    [0, '0.00', '$0.00'],
    [19_999, '199.99', '$199.99'],
    [5, '0.05', '$0.05'],
    [-1_050, '-10.50', '-$10.50'],
    [123_456_789, '1234567.89', '$1,234,567.89'],
  ])('%i cents', (cents, decimal, usd) => {
    expect(toDecimalString(cents)).toBe(decimal);
    expect(formatUsd(cents)).toBe(usd);
  });

  it.each([
    [0, '$0.00'],
    [1_250, '-$12.50'],
  ])('shows %i cents saved as %s', (cents, shown) => {
    expect(formatSavings(cents)).toBe(shown);
  });

  it('formats dollars exactly as en-US currency does', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [-0, 0.5, -0.4, 1_000_00, -99_999_999, 2 ** 53]) {
      expect(formatUsd(cents)).toBe(intl.format(cents / 100));
    }
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        expect(formatUsd(cents)).toBe(intl.format(cents / 100));
      }),
    );
  });
});
