import type { LineEvidence } from '@dme/shared/coverage/evidence';
import type { CoverageStatus, CoverageVerdict } from '@dme/shared/coverage/verdict';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { patients, providers } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { hcpcsCodes, icd10Codes, productVerticals } from './reference';

export interface WorkOrderAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * A work order (the spec's consultation). `displayStatus` is derived from the order and its
 * shipments by the orders area and stored, so the dashboard can sort and page on it.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: id(),
    providerId: uuid('provider_id').references(() => providers.id),
    patientId: uuid('patient_id').references(() => patients.id),
    productVerticalId: uuid('product_vertical_id')
      .notNull()
      .references(() => productVerticals.id),
    /** Six characters of the unambiguous alphabet, stored without the dash. */
    referralCode: text('referral_code').notNull().unique(),
    patientName: text('patient_name'),
    patientDob: date('patient_dob'),
    patientEmail: text('patient_email'),
    patientPhone: text('patient_phone'),
    /** E-mail when given, else the phone: what the dashboard groups rows by. */
    patientPrimaryContact: text('patient_primary_contact'),
    /** Lower-cased words of the name and primary contact; the search prefix-matches them. */
    searchWords: text('search_words').array().notNull().default(sql`'{}'::text[]`),
    providerSignature: text('provider_signature'),
    providerSignatureDate: date('provider_signature_date'),
    providerAttestation: boolean('provider_attestation').notNull().default(false),
    phoneAssistanceRequired: boolean('phone_assistance_required').notNull().default(false),
    bestTimeToCall: text('best_time_to_call'),
    eligibleForMachine: boolean('eligible_for_machine'),
    inboundLead: boolean('inbound_lead').notNull().default(false),
    estimatedDueDate: date('estimated_due_date'),
    displayStatus: text('display_status').notNull().default('Awaiting Patient'),
    priorAuthStatus: text('prior_auth_status').notNull().default('Pending'),
    priorAuthPayerResponseId: uuid('prior_auth_payer_response_id'),
    /** The payer's authorisation number, sent back on the next status inquiry. */
    priorAuthReference: text('prior_auth_reference'),
    /** When the payer was last asked for the prior-auth status (the dashboard's refresh). */
    priorAuthCheckedAt: timestamp('prior_auth_checked_at', { withTimezone: true }),
    /** When the prior auth was first submitted to the payer: the CMS-0057-F decision clock starts here. */
    priorAuthSubmittedAt: timestamp('prior_auth_submitted_at', { withTimezone: true }),
    priorAuthExpedited: boolean('prior_auth_expedited').notNull().default(false),
    /** The payer's carrier_type at submission (which deadline rule applies); null: unknown. */
    priorAuthPayerType: text('prior_auth_payer_type'),
    /** False once the patient pays without insurance: no documents are needed then. */
    documentsRequired: boolean('documents_required').notNull().default(true),
    /**
     * The coverage verdict computed when the order was written, never recomputed: a later rule
     * version judges only orders written under it. All four are set together or not at all.
     */
    coverageStatus: text('coverage_status').$type<CoverageStatus>(),
    coverageVerdict: jsonb('coverage_verdict').$type<CoverageVerdict>(),
    coverageRuleVersion: text('coverage_rule_version'),
    coverageEvaluatedAt: timestamp('coverage_evaluated_at', { withTimezone: true }),
    /** The EHR (its FHIR base URL) and its patient this order was written for, when it came from one. */
    ehrIssuer: text('ehr_issuer'),
    ehrPatientId: text('ehr_patient_id'),
    patientAddress: jsonb('patient_address').$type<WorkOrderAddress>(),
    insurancePayer: text('insurance_payer'),
    insuranceMemberId: text('insurance_member_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The dashboard's orders: newest first, and each sortable column (read backwards for descending).
    index('consultations_provider_created_idx').on(
      table.providerId,
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index('consultations_provider_patient_idx').on(
      table.providerId,
      sql`lower(coalesce(${table.patientName}, ${table.patientPrimaryContact}, ''))`,
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index('consultations_provider_status_idx').on(
      table.providerId,
      table.displayStatus,
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index('consultations_provider_prior_auth_idx').on(
      table.providerId,
      table.priorAuthStatus,
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    // The dashboard's coverage filter ("will not qualify"), paged newest first from the index.
    index('consultations_provider_coverage_idx').on(
      table.providerId,
      table.coverageStatus,
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index('consultations_provider_dob_idx').on(table.providerId, table.patientDob),
    // An EHR's reads of its own patients' orders (the FHIR API's DeviceRequest search).
    index('consultations_ehr_patient_idx')
      .on(table.ehrIssuer, table.ehrPatientId)
      .where(sql`${table.ehrIssuer} is not null`),
    // An EHR's orders newest first, the FHIR API's DeviceRequest search without a patient (migration 0032).
    index('consultations_ehr_created_idx')
      .on(table.ehrIssuer, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.ehrIssuer} is not null`),
    // The refresh's candidates, oldest-checked first: open prior auths of orders placed with
    // insurance (paying without it clears documents_required). Kept small by its predicate.
    index('consultations_prior_auth_due_idx')
      .on(table.providerId, table.priorAuthCheckedAt.asc().nullsFirst(), table.createdAt)
      .where(
        sql`${table.priorAuthStatus} in ('Pending', 'Submitted') and ${table.displayStatus} <> 'Awaiting Patient' and ${table.documentsRequired}`,
      ),
    // The words, searched often and written once per work order: without GIN's pending list
    // (fastupdate) no search scans entries waiting for the next vacuum (the bench's 'jo' took 29 ms
    // in the index instead of 12). The operations console searches every provider's words here.
    index('consultations_search_words_idx')
      .using('gin', sql`array_to_tsvector(${table.searchWords})`)
      .with({ fastupdate: false }),
    // The dashboard's search names its provider: with the provider in the index (btree_gin), a
    // search visits only that provider's matching rows (the words alone matched every provider's,
    // 5× the rows for 'maria lo' in the bench).
    index('consultations_provider_search_words_idx')
      .using('gin', table.providerId, sql`array_to_tsvector(${table.searchWords})`)
      .with({ fastupdate: false }),
  ],
);

export const consultationHcpcsCodes = pgTable(
  'consultation_hcpcs_codes',
  {
    id: id(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    hcpcsCodeId: uuid('hcpcs_code_id')
      .notNull()
      .references(() => hcpcsCodes.id),
    position: integer('position').notNull(),
    lengthOfNeed: integer('length_of_need'),
    pressureSetting: numeric('pressure_setting', { mode: 'number' }),
    po2Percent: numeric('po2_percent', { mode: 'number' }),
    arterialSaturationPercent: numeric('arterial_saturation_percent', { mode: 'number' }),
    /** What the clinician gave for the payer's criteria on this line (issue 14), as validated. */
    coverageEvidence: jsonb('coverage_evidence').$type<LineEvidence>(),
  },
  (table) => [index('consultation_hcpcs_codes_consultation_idx').on(table.consultationId)],
);

export const consultationHcpcsCodeIcd10s = pgTable(
  'consultation_hcpcs_code_icd10s',
  {
    consultationHcpcsCodeId: uuid('consultation_hcpcs_code_id')
      .notNull()
      .references(() => consultationHcpcsCodes.id, { onDelete: 'cascade' }),
    icd10Code: text('icd10_code')
      .notNull()
      .references(() => icd10Codes.code),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.consultationHcpcsCodeId, table.icd10Code] })],
);
