import { z } from 'zod';
import { emailField, requiredText } from '../validation/fields';
import { isValidUsPhone } from '../validation/phone';
import { INSURANCE_MESSAGES, pastDateField } from './api';

/** The carrier list's extra choice: no eligibility check, straight to the contact form. */
export const OTHER_CARRIER = 'other';
export const OTHER_CARRIER_LABEL = 'Other insurance carrier';

/** Today in the browser's time zone, YYYY-MM-DD (the date inputs' `max`). */
export const localTodayIso = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** A birth date typed in the patient's own time zone: YYYY-MM-DD, a real date, not in the future. */
export const birthDateField = pastDateField(localTodayIso);

export const phoneField = z
  .string({ error: INSURANCE_MESSAGES.phoneInvalid })
  .trim()
  .refine(isValidUsPhone, INSURANCE_MESSAGES.phoneInvalid);

/** Spec patient §5 "Contact form": which fields the path shows decides which are required. */
export interface ContactFormContext {
  /** "Other insurance carrier" was chosen: the carrier's name is asked. */
  asksCarrierName: boolean;
  /** Breast pump patients confirm instead of choosing a time to call. */
  isBreastPump: boolean;
}

export const CONTACT_CONFIRMATION_REQUIRED = 'Please confirm to continue';

export const contactFormSchema = ({ asksCarrierName, isBreastPump }: ContactFormContext) =>
  z.object({
    email: emailField,
    phoneNumber: phoneField,
    physicianName: requiredText('Physician name', 200),
    insuranceCarrierName: asksCarrierName
      ? requiredText('Insurance carrier name', 200)
      : z.string().trim().max(200).optional(),
    bestTimeToCall: isBreastPump
      ? z.string().optional()
      : z.string({ error: 'Best time to call is required' }).min(1, 'Best time to call is required'),
    confirmed: isBreastPump
      ? z.literal(true, { error: CONTACT_CONFIRMATION_REQUIRED })
      : z.boolean().optional(),
  });
export type ContactFormValues = z.input<ReturnType<typeof contactFormSchema>>;

/** Spec patient §5 "Insurance additional info": medical group is optional and defaults to "-". */
export const additionalInfoFormSchema = z.object({
  product: z.string().trim().max(200),
  fullName: requiredText('Full name', 200),
  memberId: requiredText('Member ID', 40),
  medicalGroup: z
    .string()
    .trim()
    .max(200)
    .transform((value) => value || '-'),
  birthDate: birthDateField,
});
export type AdditionalInfoFormValues = z.input<typeof additionalInfoFormSchema>;
export type AdditionalInfo = z.output<typeof additionalInfoFormSchema>;

/** The prescription modal's verify form (spec patient §5 "Prescription form"). */
export const prescriptionFormSchema = z.object({
  email: emailField,
  phone: phoneField,
});
export type PrescriptionFormValues = z.infer<typeof prescriptionFormSchema>;
