import { z } from 'zod';
import { emailField, requiredText } from '../validation/fields';
import { isValidUsPhone } from '../validation/phone';
import { INSURANCE_MESSAGES } from './messages';

export { INSURANCE_MESSAGES } from './messages';

/** The typed errors the insurance modal switches on (spec patient §7). */
export const INSURANCE_ERROR_TYPES = {
  healthPlan: 'health_plan_error',
  unsupportedPlan: 'unsupported_plan',
} as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A YYYY-MM-DD date that exists and is not after `today`. */
export const pastDateField = (today: () => string) =>
  z
    .string({ error: INSURANCE_MESSAGES.validDate })
    .trim()
    .refine((value) => {
      if (!isoDate.test(value)) return false;
      // 1985-13-01 makes an invalid Date; 1991-02-30 a valid one in March.
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, INSURANCE_MESSAGES.validDate)
    .refine((value) => value <= today(), INSURANCE_MESSAGES.futureDate);

/** Today as YYYY-MM-DD in UTC, the server's "not in the future" for birth dates. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** GET /api/insurance_carriers?product_vertical_uuid= */
export const insuranceCarriersQuerySchema = z.object({ productVerticalUuid: z.uuid().optional() });
export const insuranceCarrierSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  payerId: z.string().nullable(),
  hasSuppliers: z.boolean(),
});
export type InsuranceCarrier = z.infer<typeof insuranceCarrierSchema>;

/** POST /api/insurance_statuses: the member ID arrives without dashes, the birth date as YYYY-MM-DD. */
export const eligibilityCheckBodySchema = z.object({
  carrier: z.uuid({ error: 'Insurance carrier is required' }),
  memberId: requiredText('Member ID', 40).transform((value) => value.replaceAll('-', '')),
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  patientBirthDate: pastDateField(todayUtc),
});
export type EligibilityCheckBody = z.input<typeof eligibilityCheckBodySchema>;

export const patientInsurancePlanSchema = z.object({
  patientFullName: z.string(),
  insuranceCarrierName: z.string(),
  insuranceMemberId: z.string(),
});
/** GET /api/patient_insurance_plans/me: the plan, and whether its payer confirmed DME benefits. */
export const patientInsurancePlanReplySchema = patientInsurancePlanSchema.extend({
  dmeBenefitsConfirmed: z.boolean(),
});
export type PatientInsurancePlan = z.infer<typeof patientInsurancePlanReplySchema>;

/** The session's insurance status (GET /api/insurance_statuses/me, and the check's reply). */
export const insuranceStatusSchema = z.object({
  uuid: z.string(),
  active: z.boolean(),
  requiresAuthorization: z.boolean(),
  /**
   * The payer confirmed DME benefits (it answered for service type 12, 18 or DM). False on an active
   * plan: it answered only for the plan in general (30), so coverage is active but DME coverage is
   * not confirmed and insured prices are estimates (INSURANCE_MESSAGES.dmeBenefitsNotConfirmed).
   */
  dmeBenefitsConfirmed: z.boolean(),
  patientInsurancePlan: patientInsurancePlanSchema,
  insuranceSavingsAvailable: z.boolean(),
  /**
   * The deductible still owed ("$2,500.00"), null when none is left or the payer gave no benefits.
   * A covered plan whose deductible is not met lowers no price: the modal says so instead of
   * announcing savings (issue 13 item 4).
   */
  deductibleRemaining: z.string().nullable(),
});
export type InsuranceStatus = z.infer<typeof insuranceStatusSchema>;

/** POST /api/patients/contact_request: the fields shown depend on the path the patient took. */
export const contactRequestBodySchema = z.object({
  patient: z
    .object({
      email: emailField.optional(),
      phoneNumber: z
        .string()
        .trim()
        .refine((value) => isValidUsPhone(value), INSURANCE_MESSAGES.phoneInvalid)
        .optional(),
      bestTimeToCall: z.string().trim().max(100).optional(),
      physicianName: z.string().trim().max(200).optional(),
      insuranceCarrierName: z.string().trim().max(200).optional(),
      product: z.string().trim().max(200).optional(),
      fullName: z.string().trim().max(200).optional(),
      memberId: z.string().trim().max(40).optional(),
      medicalGroup: z.string().trim().max(200).optional(),
      birthDate: z.string().trim().max(10).optional(),
    })
    .refine(
      (patient) => Boolean(patient.email || patient.phoneNumber),
      'Please enter an email or a phone number',
    ),
});
export const contactRequestReplySchema = z.object({ message: z.string() });

/** POST /api/consultations/find_or_create (the prescription modal's verify form). */
export const findOrCreateConsultationBodySchema = z.object({
  consultation: z.object({
    patientEmail: emailField,
    patientPhone: z.string().trim().refine(isValidUsPhone, INSURANCE_MESSAGES.phoneInvalid),
    estimatedDueDate: z.iso.date().nullish(),
  }),
});

/** POST /api/attachments/create_insurance_card: what the card reader found (may be nothing). */
export const insuranceCardReplySchema = z.object({
  fields: z.object({
    memberId: z.string().optional(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    carrierName: z.string().optional(),
    birthDate: z.string().optional(),
  }),
  isACoveredCaliforniaPlan: z.boolean(),
});
export const createInsuranceCardBodySchema = z.object({ blobSignedId: z.string().max(200) });
