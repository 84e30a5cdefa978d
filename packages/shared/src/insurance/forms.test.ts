import { describe, expect, it } from 'vitest';
import { INSURANCE_MESSAGES } from './api';
import {
  additionalInfoFormSchema,
  CONTACT_CONFIRMATION_REQUIRED,
  contactFormSchema,
  prescriptionFormSchema,
} from './forms';

const contact = { email: 'a@example.com', phoneNumber: '(213) 555-0199', physicianName: 'Dr. Park' };
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('contactFormSchema', () => {
  it.each([
    [{ asksCarrierName: false, isBreastPump: false }, { ...contact, bestTimeToCall: 'Anytime' }, []],
    [{ asksCarrierName: false, isBreastPump: false }, contact, ['Best time to call is required']],
    [{ asksCarrierName: false, isBreastPump: true }, { ...contact, confirmed: true }, []],
    [
      { asksCarrierName: false, isBreastPump: true },
      { ...contact, confirmed: false },
      [CONTACT_CONFIRMATION_REQUIRED],
    ],
    [
      { asksCarrierName: true, isBreastPump: true },
      { ...contact, confirmed: true, insuranceCarrierName: '' },
      ['Insurance carrier name is required'],
    ],
    [
      { asksCarrierName: false, isBreastPump: true },
      { email: 'nope', phoneNumber: '555', physicianName: '', confirmed: true },
      ['Must be a valid email address', INSURANCE_MESSAGES.phoneInvalid, 'Physician name is required'],
    ],
  ])('%o %o → %o', (context, values, expected) => {
    expect(messages(contactFormSchema(context).safeParse(values))).toEqual(expected);
  });
});

describe('additionalInfoFormSchema', () => {
  const info = {
    product: '',
    fullName: 'Jamie Rivera',
    memberId: 'W1',
    medicalGroup: '',
    birthDate: '1991-04-12',
  };

  it('defaults the medical group to "-"', () => {
    expect(additionalInfoFormSchema.parse(info).medicalGroup).toBe('-');
  });

  it.each([
    [{ birthDate: '1991-02-30' }, INSURANCE_MESSAGES.validDate],
    [{ birthDate: '1985-13-01' }, INSURANCE_MESSAGES.validDate],
    [{ birthDate: '1985-00-10' }, INSURANCE_MESSAGES.validDate],
    [{ birthDate: '2999-01-01' }, INSURANCE_MESSAGES.futureDate],
    [{ fullName: ' ' }, 'Full name is required'],
    [{ memberId: '' }, 'Member ID is required'],
  ])('refuses %o', (change, message) => {
    expect(messages(additionalInfoFormSchema.safeParse({ ...info, ...change }))).toEqual([message]);
  });
});

describe('prescriptionFormSchema', () => {
  it('takes a valid e-mail and a US phone', () => {
    expect(prescriptionFormSchema.safeParse({ email: 'r@demo.test', phone: '(213) 555-0111' }).success).toBe(
      true,
    );
    expect(messages(prescriptionFormSchema.safeParse({ email: 'r@', phone: '213' }))).toEqual([
      'Must be a valid email address',
      INSURANCE_MESSAGES.phoneInvalid,
    ]);
  });
});
