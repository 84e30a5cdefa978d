import { z } from 'zod';
import { patientPacketTypeSchema } from '../work-orders/api';
import { PRESCRIPTION_CLAIM_MESSAGES, REFERRAL_MESSAGES } from './messages';
import { PRICE_FILTER_MAX } from './price-filter';

export { PRESCRIPTION_CLAIM_MESSAGES, REFERRAL_MESSAGES, SHOP_MESSAGES } from './messages';
export { PRICE_FILTER_MAX } from './price-filter';

/** GET /api/consultations/show_by_referral_code?referral_code= */
export const referralCodeQuerySchema = z.object({
  referralCode: z.string().trim().min(1, REFERRAL_MESSAGES.required).max(20),
});

/** The patient's view of a work order (spec patient §3 "Consultation"); no provider-only fields. */
export const patientConsultationSchema = z.object({
  uuid: z.string(),
  createdAt: z.string(),
  referralCode: z.string(),
  patientEmail: z.string().nullable(),
  patientPhone: z.string().nullable(),
  estimatedDueDate: z.string().nullable(),
  inboundLead: z.boolean(),
  hasPrescription: z.boolean(),
  productVerticalName: z.string(),
  productVerticalUuid: z.string(),
  hcpcsCodes: z.array(z.string()),
  provider: z
    .object({ firstName: z.string(), lastName: z.string(), npi: z.string(), pecos: z.boolean() })
    .nullable(),
  patientPacketTypes: z.array(patientPacketTypeSchema),
  patientEligibleForMachine: z.boolean().nullable(),
});
export type PatientConsultation = z.infer<typeof patientConsultationSchema>;

/** GET /api/patient_sessions/me: what the server keeps for this browser (DESIGN §4 "Patient session"). */
export const patientSessionSchema = z.object({
  sessionId: z.string(),
  consultation: patientConsultationSchema.nullable(),
  cartUuid: z.string().nullable(),
  insuranceStatusUuid: z.string().nullable(),
  eligibleForMachine: z.boolean().nullable(),
  estimatedDueDate: z.string().nullable(),
});
export type PatientSession = z.infer<typeof patientSessionSchema>;

/**
 * A calendar date the database can hold and a person could mean: YYYY-MM-DD from 1800 to 2999
 * ("I already gave birth" is a date 100 years back). `z.iso.date()` alone accepts year 0000, which
 * PostgreSQL refuses.
 */
export const plausibleDateField = z.iso
  .date('Must be a valid date')
  .refine((value) => value >= '1800-01-01' && value <= '2999-12-31', 'Must be a valid date');

/** PUT /api/patients/update: the onboarding answers kept on the session (at least one of them). */
export const patientUpdateBodySchema = z.object({
  patient: z
    .object({
      eligibleForMachine: z.boolean().nullable().optional(),
      estimatedDueDate: plausibleDateField.nullable().optional(),
    })
    .refine(
      (patient) => patient.eligibleForMachine !== undefined || patient.estimatedDueDate !== undefined,
      'Nothing to update: send eligible_for_machine or estimated_due_date',
    ),
});

export const productCategorySchema = z.object({
  uuid: z.string(),
  name: z.string(),
  order: z.number(),
  isAccessory: z.boolean(),
  isActive: z.boolean(),
  isCpap: z.boolean(),
  quantityLimit: z.number(),
  verticalType: z.string(),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** GET /api/product_verticals */
export const productVerticalSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  productCategories: z.array(productCategorySchema),
});
export type ProductVertical = z.infer<typeof productVerticalSchema>;

/** GET /api/product_variants: the session's catalogue, filtered (spec patient §5 "Price filter"). */
export const productVariantsQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  brands: z.union([z.array(z.string().max(100)).max(50), z.string().max(100)]).optional(),
  priceFrom: z.coerce.number().min(0).max(PRICE_FILTER_MAX).optional(),
  priceTo: z.coerce.number().min(0).max(PRICE_FILTER_MAX).optional(),
  productUuid: z.uuid().optional(),
  productVerticalUuid: z.uuid().optional(),
  hcpcsCodes: z.union([z.array(z.string().max(10)).max(50), z.string().max(10)]).optional(),
});
export type ProductVariantsQuery = z.infer<typeof productVariantsQuerySchema>;

export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

export const productSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  description: z.string(),
  imageUrls: z.array(z.string()),
  isCashOnly: z.boolean(),
  hcpcsCode: z.object({
    code: z.string(),
    productCategory: productCategorySchema,
    productVertical: z.object({ uuid: z.string(), name: z.string() }),
  }),
});

export const productVariantSchema = z.object({
  uuid: z.string(),
  title: z.string(),
  productTitle: z.string(),
  size: z.string().nullable(),
  maxQuantity: z.number(),
  product: productSchema,
  /** Dollars as "123.45" (money travels formatted, DESIGN §5). */
  prices: z.object({ retailCost: moneySchema, patientCost: moneySchema }),
  formattedPrices: z.object({ patientCost: z.string(), retailCost: z.string(), totalRetailCost: z.string() }),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** GET /api/product_variants/{id}: the variant and its siblings for the picker. */
export const productVariantDetailSchema = productVariantSchema.extend({
  siblings: z.array(z.object({ uuid: z.string(), title: z.string(), size: z.string().nullable() })),
});
export type ProductVariantDetail = z.infer<typeof productVariantDetailSchema>;

export const productVariantDetailQuerySchema = z.object({
  quantity: z.coerce.number().int().min(1).max(99).optional(),
  insuranceStatusUuid: z.uuid().optional(),
});

/** POST /api/consultations/find_or_create: the same answer whatever was found. */
export const consultationClaimReplySchema = z.object({ message: z.string(), codeSent: z.literal(true) });
export type ConsultationClaimReply = z.infer<typeof consultationClaimReplySchema>;

/** POST /api/consultations/verify_code: the e-mailed code; answers the session's work order. */
export const consultationCodeBodySchema = z.object({
  consultation: z.object({
    code: z
      .string({ error: PRESCRIPTION_CLAIM_MESSAGES.codeRequired })
      .trim()
      .regex(/^\d{6}$/, PRESCRIPTION_CLAIM_MESSAGES.codeRequired),
  }),
});
