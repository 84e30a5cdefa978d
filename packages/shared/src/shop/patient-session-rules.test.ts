import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart/api';
import {
  cartCountInCategory,
  cartHasCpapMachine,
  cartItemCount,
  hasInsuranceSavings,
  isEligibleForMachine,
  isReferralPatient,
  needsPrescription,
} from './patient-session-rules';

const consultation = (inboundLead: boolean, hasPrescription: boolean) => ({ inboundLead, hasPrescription });

describe('session rules', () => {
  it.each([
    [null, false],
    [consultation(false, false), true],
    [consultation(true, false), false],
  ])('isReferralPatient(%o) → %s', (value, expected) => expect(isReferralPatient(value)).toBe(expected));

  it.each([
    [null, true],
    [consultation(false, false), false],
    [consultation(true, false), true],
    [consultation(true, true), false],
    [consultation(false, true), false],
  ])('needsPrescription(%o) → %s', (value, expected) => expect(needsPrescription(value)).toBe(expected));

  it.each([
    [false, { patientEligibleForMachine: true }, false],
    [true, { patientEligibleForMachine: false }, true],
    [null, { patientEligibleForMachine: false }, false],
    [null, { patientEligibleForMachine: null }, true],
    [undefined, null, true],
  ])('isEligibleForMachine(%s, %o) → %s', (session, consult, expected) =>
    expect(isEligibleForMachine(session, consult)).toBe(expected),
  );
});

const item = (vertical: string, category: string, categoryUuid: string, quantity = 1) =>
  ({
    quantity,
    productVariant: {
      productVerticalName: vertical,
      productCategoryName: category,
      productCategoryUuid: categoryUuid,
    },
  }) as CartItem;

describe('cart rules', () => {
  it.each([
    [[], false],
    [[item('Respiratory Care', 'CPAP Masks', 'm')], false],
    [[item('Respiratory Care', 'CPAP Masks', 'm'), item('Respiratory Care', 'CPAP Machine', 'c')], true],
    [[item('Breast Pump', 'CPAP Machine', 'x')], false],
  ])('cartHasCpapMachine %#', (cartItems, expected) =>
    expect(cartHasCpapMachine({ cartItems })).toBe(expected),
  );

  it.each([
    ['0.00', false],
    ['12.50', true],
  ])('hasInsuranceSavings(%s) → %s', (subtotalPayerResponsibility, expected) =>
    expect(hasInsuranceSavings({ prices: { subtotalPayerResponsibility } })).toBe(expected),
  );

  it('counts units, overall and per category', () => {
    const cartItems = [
      item('Breast Pump', 'Supplies', 's', 3),
      item('Breast Pump', 'Supplies', 's', 2),
      item('Breast Pump', 'Pumps', 'p'),
    ];
    expect(cartItemCount({ cartItems })).toBe(6);
    expect(cartCountInCategory({ cartItems }, 's')).toBe(5);
    expect(cartCountInCategory(null, 's')).toBe(0);
  });
});
