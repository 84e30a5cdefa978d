import { z } from 'zod';
import { CDS_SERVICES, type CdsServiceId } from './cds-services';

/**
 * The wire of CDS Hooks 2.0 (https://cds-hooks.hl7.org/2.0/), spelled as the spec spells it
 * (camelCase; fhirAuthorization's OAuth fields snake_case): requests (§Calling a CDS Service,
 * §FHIR Resource Access and the hooks' context tables), replies (§CDS Service Response) and the
 * discovery document (§Discovery). FHIR resources inside are checked only as far as this service
 * reads them; the FHIR mapping reads the rest defensively.
 */

/** A FHIR logical id (R4 datatypes: [A-Za-z0-9\-\.]{1,64}); it goes into the FHIR URLs fetched. */
const fhirId = z.string().regex(/^[A-Za-z0-9\-.]{1,64}$/, 'must be a FHIR id');
/** A relative reference, e.g. `Practitioner/abc` or `PractitionerRole/123` (hooks' userId). */
const relativeReference = z
  .string()
  .regex(/^[A-Z][A-Za-z]{1,63}\/[A-Za-z0-9\-.]{1,64}$/, 'must be a reference such as Practitioner/123');

const fhirResourceSchema = z.looseObject({ resourceType: z.string().min(1).max(64), id: fhirId.optional() });

const draftOrdersSchema = z.looseObject({
  resourceType: z.literal('Bundle'),
  entry: z
    .array(z.looseObject({ resource: fhirResourceSchema.optional() }))
    .max(200)
    .optional(),
});

/** §Passing the Access Token to the CDS Service. */
const fhirAuthorizationSchema = z.object({
  access_token: z.string().min(1).max(8192),
  token_type: z.string().regex(/^bearer$/i, 'must be Bearer'),
  expires_in: z.number().int().nonnegative(),
  scope: z.string().max(4000),
  subject: z.string().max(500),
  patient: z.string().max(64).optional(),
});
export type FhirAuthorization = z.infer<typeof fhirAuthorizationSchema>;

/** The context both order hooks share (hooks/order-sign: userId, patientId, encounterId, draftOrders). */
const orderContext = {
  userId: relativeReference,
  patientId: fhirId,
  encounterId: fhirId.optional(),
  draftOrders: draftOrdersSchema,
};

const contextSchemas = {
  'order-select': z.looseObject({
    ...orderContext,
    /** hooks/order-select: the newly selected orders, references into draftOrders. */
    selections: z.array(relativeReference).min(1).max(200),
  }),
  'order-sign': z.looseObject(orderContext),
} as const;

const requestSchemaOf = (id: CdsServiceId) =>
  z
    .object({
      hook: z.literal(CDS_SERVICES[id].hook, `this service answers the ${CDS_SERVICES[id].hook} hook`),
      hookInstance: z.string().min(1).max(100),
      fhirServer: z.url().max(2000).optional(),
      fhirAuthorization: fhirAuthorizationSchema.optional(),
      context: contextSchemas[id],
      /** Prefetch key → the resource, a searchset Bundle, or null for "no data" (§Prefetch Template). */
      prefetch: z.record(z.string().max(100), z.unknown()).optional(),
    })
    .refine((request) => !request.fhirAuthorization || request.fhirServer, {
      path: ['fhirServer'],
      message: 'is required when fhirAuthorization is given',
    });

export const HOOK_REQUEST_SCHEMAS = {
  'order-select': requestSchemaOf('order-select'),
  'order-sign': requestSchemaOf('order-sign'),
} as const;

/** Either service's request, as the service reads it (order-select's selections optional). */
export type HookRequest = z.infer<(typeof HOOK_REQUEST_SCHEMAS)['order-sign']> & {
  context: { selections?: string[] };
};

/** The request body documented for any service: the union of both hooks' contexts. */
export const hookRequestDocSchema = z.union([
  HOOK_REQUEST_SCHEMAS['order-select'],
  HOOK_REQUEST_SCHEMAS['order-sign'],
]);

/** §Coding. */
const codingSchema = z.object({ system: z.string(), code: z.string(), display: z.string().optional() });

/** §Source. */
const sourceSchema = z.object({
  label: z.string().min(1),
  url: z.url().optional(),
  topic: codingSchema.optional(),
});

/** §Link: `smart` links carry appContext for the app they launch. */
const linkSchema = z.object({
  label: z.string().min(1),
  url: z.url(),
  type: z.enum(['absolute', 'smart']),
  appContext: z.string().optional(),
});

/** §Action. */
export const actionSchema = z.object({
  type: z.enum(['create', 'update', 'delete']),
  description: z.string().min(1),
  resource: fhirResourceSchema.optional(),
  resourceId: z.string().optional(),
});

/** §Card Attributes: the summary is one sentence of fewer than 140 characters. */
export const cardSchema = z.object({
  uuid: z.string().optional(),
  summary: z.string().min(1).max(139),
  detail: z.string().min(1).optional(),
  indicator: z.enum(['info', 'warning', 'critical']),
  source: sourceSchema,
  links: z.array(linkSchema).min(1).optional(),
});
export type Card = z.infer<typeof cardSchema>;
export type Action = z.infer<typeof actionSchema>;

/** §HTTP Response: cards (possibly none) and optional system actions. */
export const hookResponseSchema = z.object({
  cards: z.array(cardSchema),
  systemActions: z.array(actionSchema).min(1).optional(),
});
export type HookResponse = z.infer<typeof hookResponseSchema>;

/** §Discovery: the services hosted here. */
export const discoveryResponseSchema = z.object({
  services: z.array(
    z.object({
      hook: z.string(),
      title: z.string().optional(),
      description: z.string(),
      id: z.string(),
      prefetch: z.record(z.string(), z.string()).optional(),
      usageRequirements: z.string().optional(),
    }),
  ),
});
