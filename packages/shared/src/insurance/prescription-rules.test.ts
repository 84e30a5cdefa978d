import { describe, expect, it } from 'vitest';
import {
  isPrescriptionOptional,
  shouldAskPrescriptionAtCheckout,
  shouldShowPrescriptionBanner,
} from './prescription-rules';

describe('shouldAskPrescriptionAtCheckout', () => {
  it.each([
    // needs, cpap, insured, savings → asks
    [true, true, false, false, true],
    [true, false, true, true, true],
    [true, false, true, false, false],
    [true, false, false, true, false],
    [true, false, false, false, false],
    [false, true, true, true, false],
  ])('needs %s, CPAP %s, insured %s, savings %s → %s', (needs, cpap, insured, savings, expected) => {
    expect(
      shouldAskPrescriptionAtCheckout({
        needsPrescription: needs,
        cartHasCpapMachine: cpap,
        isInsuranceActive: insured,
        hasInsuranceSavings: savings,
      }),
    ).toBe(expected);
  });
});

describe('shouldShowPrescriptionBanner', () => {
  it('shows only with active insurance and a prescription to ask for', () => {
    expect(shouldShowPrescriptionBanner({ needsPrescription: true, isInsuranceActive: true })).toBe(true);
    expect(shouldShowPrescriptionBanner({ needsPrescription: true, isInsuranceActive: false })).toBe(false);
    expect(shouldShowPrescriptionBanner({ needsPrescription: false, isInsuranceActive: true })).toBe(false);
  });
});

describe('isPrescriptionOptional', () => {
  it('is optional without prior authorisation and without a CPAP machine', () => {
    expect(isPrescriptionOptional({ requiresAuthorization: false, cartHasCpapMachine: false })).toBe(true);
    expect(isPrescriptionOptional({ requiresAuthorization: true, cartHasCpapMachine: false })).toBe(false);
    expect(isPrescriptionOptional({ requiresAuthorization: false, cartHasCpapMachine: true })).toBe(false);
  });
});
