import { z } from 'zod';
import { opsListQueryFields, opsPageSchema } from '../operations/lists';
import { emailField } from '../validation/fields';
import { isValidUsPhone } from '../validation/phone';
import { ELIGIBILITY_FAILURE_KINDS } from './eligibility';
import { INSURANCE_MESSAGES } from './messages';
import { isX12Name, toX12MemberId, toX12Name, X12_EARLIEST_BIRTH_DATE, X12_LIMITS } from './x12';

export { INSURANCE_MESSAGES } from './messages';

/** The typed errors the insurance modal switches on (spec patient §7). */
export const INSURANCE_ERROR_TYPES = {
  healthPlan: 'health_plan_error',
  unsupportedPlan: 'unsupported_plan',
  /** Issue 47: the payer or the clearinghouse cannot answer now; try again, or ask the team. */
  payerUnavailable: 'payer_unavailable',
  /** Issue 47: our own set-up kept the check from being made (operations are alerted). */
  checkUnavailable: 'check_unavailable',
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
    .refine((value) => value <= today(), INSURANCE_MESSAGES.futureDate)
    // A CCYYMMDD date of birth before 1900 is refused by payers (issue 47): not a real birth date.
    .refine((value) => value >= X12_EARLIEST_BIRTH_DATE, INSURANCE_MESSAGES.validDate);

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

/**
 * A name the X12 270 can carry (issue 47): at most `max` characters once spelled in A–Z
 * (`toX12Name`), letters and the punctuation of names only. The raw bound keeps a huge value cheap.
 */
const x12NameField = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max * 4, `${label} must be at most ${max} characters`)
    .refine((value) => toX12Name(value).length <= max, `${label} must be at most ${max} characters`)
    .refine(isX12Name, `${label} can only contain letters, spaces, hyphens, apostrophes and periods`);

/** The member ID without the card's dashes and spaces: 2–80 letters and digits (X12 NM109). */
const memberIdField = z
  .string({ error: 'Member ID is required' })
  .trim()
  .min(1, 'Member ID is required')
  .max(X12_LIMITS.memberIdMax * 4, `Member ID must be at most ${X12_LIMITS.memberIdMax} characters`)
  .transform(toX12MemberId)
  .pipe(
    z
      .string()
      .min(X12_LIMITS.memberIdMin, `Member ID must be at least ${X12_LIMITS.memberIdMin} characters`)
      .max(X12_LIMITS.memberIdMax, `Member ID must be at most ${X12_LIMITS.memberIdMax} characters`)
      .regex(/^[A-Za-z0-9]+$/, 'Member ID can only contain letters and numbers'),
  );

/**
 * POST /api/insurance_statuses: the member ID arrives without dashes, the birth date as YYYY-MM-DD.
 * Every field is one the clearinghouse's X12 270 can carry (NM103 ≤ 60, NM104 ≤ 35, NM109 2–80,
 * DMG02 CCYYMMDD), so a request it would refuse never leaves (issue 47).
 */
export const eligibilityCheckBodySchema = z.object({
  carrier: z.uuid({ error: 'Insurance carrier is required' }),
  memberId: memberIdField,
  firstName: x12NameField('First name', X12_LIMITS.firstName),
  lastName: x12NameField('Last name', X12_LIMITS.lastName),
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

/** GET /api/ops/eligibility_failures (admins): checks that gave no answer, newest first (issue 47). */
export const ELIGIBILITY_FAILURE_ROUTES = { list: '/api/ops/eligibility_failures' } as const;
export const eligibilityFailureListQuerySchema = z.object({
  kind: z.enum(ELIGIBILITY_FAILURE_KINDS).optional(),
  page: opsListQueryFields.page,
});
/** PHI-free: which carrier, which class, the codes and statuses the clearinghouse answered, when. */
export const eligibilityFailureSchema = z.object({
  uuid: z.string(),
  carrierName: z.string().nullable(),
  kind: z.enum(ELIGIBILITY_FAILURE_KINDS),
  reason: z.string(),
  codes: z.array(z.string()),
  httpStatus: z.number().nullable(),
  adapter: z.string(),
  createdAt: z.string(),
});
export type EligibilityFailureItem = z.infer<typeof eligibilityFailureSchema>;
export type EligibilityFailureListQuery = z.infer<typeof eligibilityFailureListQuerySchema>;
export const eligibilityFailureListReplySchema = opsPageSchema(eligibilityFailureSchema);
export type EligibilityFailureListReply = z.infer<typeof eligibilityFailureListReplySchema>;
