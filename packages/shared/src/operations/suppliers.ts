import { z } from 'zod';
import { deliveryTermsFields } from '../delivery/api';
import { emailField, requiredText } from '../validation/fields';
import { isValidUsPhone } from '../validation/phone';
import { opsListQueryFields, opsPageSchema } from './lists';
import { hasServiceArea, SERVICE_AREA_REQUIRED, serviceAreaFields } from './service-area';

export const SUPPLIER_ROUTES = {
  list: '/api/ops/suppliers',
  create: '/api/ops/suppliers',
  detail: '/api/ops/suppliers/:id',
  update: '/api/ops/suppliers/:id',
} as const;

/** active: routing may give it new orders; paused: it keeps its fulfillments but gets no new order. */
export const SUPPLIER_STATUSES = ['active', 'paused'] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];

/** GET /api/ops/suppliers: by name; `query` matches the name or the e-mail. */
export const supplierListQuerySchema = z.object({
  ...opsListQueryFields,
  status: z.enum(SUPPLIER_STATUSES).optional(),
});
export type SupplierListQuery = z.infer<typeof supplierListQuerySchema>;

const supplierFields = {
  name: requiredText('Name', 200),
  phoneNumber: z
    .string()
    .trim()
    .max(30)
    .refine((value) => value === '' || isValidUsPhone(value), 'Phone must be a valid US phone number'),
  status: z.enum(SUPPLIER_STATUSES, { error: 'Status must be active or paused' }),
  ...serviceAreaFields,
  /** Its same-day cut-off on its own clock: what the shop and the cart promise (issue 48 item 4). */
  ...deliveryTermsFields,
  /** HCPCS codes ("E0603"): the supplier carries every product billed under them. */
  hcpcsCodes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Z]\d{4}$/, 'HCPCS codes look like E0603'),
    )
    .max(500),
  /** Insurance carriers it is in network with; an insured order goes only to an in-network supplier. */
  carrierIds: z.array(z.uuid({ error: 'Choose carriers from the list' })).max(500),
};

/**
 * The service area is checked with the other fields, not only once they all pass: zod skips an
 * object's refinement after another field's issue, and the form said nothing about the area until
 * the rest was right (the cut-off's transform makes every issue one that skips it).
 */
const serviceAreaCheck = {
  message: SERVICE_AREA_REQUIRED,
  path: ['serviceStates'],
  when: ({ value }: { value: unknown }) => {
    const area = value as { serviceStates?: unknown; serviceZipPrefixes?: unknown } | null;
    return Array.isArray(area?.serviceStates) && Array.isArray(area?.serviceZipPrefixes);
  },
};

/** PUT /api/ops/suppliers/:id: everything but the e-mail, which is the supplier's sign-in. */
export const supplierUpdateSchema = z.object(supplierFields).refine(hasServiceArea, serviceAreaCheck);
export type SupplierUpdate = z.infer<typeof supplierUpdateSchema>;

/** POST /api/ops/suppliers: a supplier and its sign-in account (the supplier sets its password by e-mail). */
export const supplierCreateSchema = z
  .object({ ...supplierFields, email: emailField })
  .refine(hasServiceArea, serviceAreaCheck);
export type SupplierCreate = z.infer<typeof supplierCreateSchema>;

export const supplierSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  status: z.enum(SUPPLIER_STATUSES),
  serviceStates: z.array(z.string()),
  serviceZipPrefixes: z.array(z.string()),
  sameDayCutoff: z.string().nullable(),
  timeZone: z.string(),
  hcpcsCodes: z.array(z.string()),
  carrierIds: z.array(z.string()),
  createdAt: z.string(),
});
export type SupplierSummary = z.infer<typeof supplierSummarySchema>;

export const supplierListReplySchema = opsPageSchema(supplierSummarySchema);
export type SupplierListReply = z.infer<typeof supplierListReplySchema>;

export const SUPPLIER_MESSAGES = {
  emailTaken: 'An account with this e-mail already exists',
  unknownHcpcs: (codes: string[]) => `Unknown HCPCS codes: ${codes.join(', ')}`,
  unknownCarriers: 'Some carriers do not exist',
  notFound: 'Supplier not found',
} as const;
