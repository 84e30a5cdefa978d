import { describe, expect, it } from 'vitest';
import type { CheckoutLineSnapshot } from '../../db/schema/orders';
import { providerAmountOf, providerLinesOf } from './checkout-lines';

const line = (quantity: number, patientCents: number): CheckoutLineSnapshot => ({
  cartItemId: 'item',
  productVariantId: 'variant',
  title: 'Pump',
  quantity,
  unitPatientCents: Math.floor(patientCents / quantity),
  patientCents,
  retailCents: patientCents,
});

describe('lines sent to the payment provider', () => {
  it.each([
    ['one item', [line(1, 45_000)], [{ name: 'Pump', quantity: 1, unitAmountCents: 45_000 }]],
    ['a quantity that divides', [line(3, 900)], [{ name: 'Pump', quantity: 3, unitAmountCents: 300 }]],
    [
      'a quantity that does not divide',
      [line(2, 1001)],
      [{ name: 'Pump × 2', quantity: 1, unitAmountCents: 1001 }],
    ],
    ['a covered line', [line(2, 0)], [{ name: 'Pump', quantity: 2, unitAmountCents: 0 }]],
  ])('%s', (_label, lines, expected) => {
    expect(providerLinesOf(lines)).toEqual(expected);
  });

  it('always charges exactly the snapshot amount', () => {
    for (let quantity = 1; quantity <= 12; quantity += 1)
      for (const cents of [1, 7, 99, 1001, 12_345, 99_999]) {
        const lines = [line(quantity, cents), line(1, 450)];
        expect(providerAmountOf(providerLinesOf(lines))).toBe(cents + 450);
      }
  });
});
