import type { StoredLineEvidence } from '@dme/shared/coverage/evidence';
import type { CoverageVerdict } from '@dme/shared/coverage/verdict';
import type { PriorAuthStatus } from '@dme/shared/work-orders/display-status';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  consultationHcpcsCodeIcd10s,
  consultationHcpcsCodes,
  consultations,
  hcpcsCodes,
  providers,
} from '../../db/schema/index';
import { storedVerdictOf } from '../coverage/stored-verdict';
import type { FulfilmentStatus, WorkOrderForFhir } from './device-requests';

/**
 * Where the order is, from what the orders area keeps on the work order: its display status is
 * derived from its orders' shipments and deliveries and stored whenever they change
 * (orders/work-order-status.ts), so no order, shipment or line item table is read here. A work
 * order whose prior authorization was cancelled, nothing shipped, is cancelled.
 */
const fulfilmentStatus = sql<FulfilmentStatus>`case
  when ${consultations.displayStatus} = 'Delivered' then 'delivered'
  when ${consultations.displayStatus} = 'Out For Delivery' then 'shipped'
  when ${consultations.priorAuthStatus} = 'Cancelled' then 'cancelled'
  else 'ordered' end`;

type StoredLine = Omit<WorkOrderForFhir['lines'][number], 'evidence'> & {
  evidence: StoredLineEvidence | null;
};

/** The work order's lines, each with its ICD-10 codes, in the form's order: one subquery, no N+1. */
const lines = sql<StoredLine[]>`coalesce((
  select json_agg(json_build_object(
    'code', ${hcpcsCodes.code},
    'description', ${hcpcsCodes.shortDescription},
    'lengthOfNeed', ${consultationHcpcsCodes.lengthOfNeed},
    'pressureSetting', ${consultationHcpcsCodes.pressureSetting},
    'po2Percent', ${consultationHcpcsCodes.po2Percent},
    'arterialSaturationPercent', ${consultationHcpcsCodes.arterialSaturationPercent},
    'evidence', ${consultationHcpcsCodes.coverageEvidence},
    'icd10Codes', coalesce((
      select json_agg(${consultationHcpcsCodeIcd10s.icd10Code} order by ${consultationHcpcsCodeIcd10s.position})
      from ${consultationHcpcsCodeIcd10s}
      where ${consultationHcpcsCodeIcd10s.consultationHcpcsCodeId} = ${consultationHcpcsCodes.id}
    ), '[]'::json)
  ) order by ${consultationHcpcsCodes.position})
  from ${consultationHcpcsCodes}
  join ${hcpcsCodes} on ${hcpcsCodes.id} = ${consultationHcpcsCodes.hcpcsCodeId}
  where ${consultationHcpcsCodes.consultationId} = ${consultations.id}
), '[]'::json)`;

const lineCount = sql<number>`(select count(*)::int from ${consultationHcpcsCodes}
  where ${consultationHcpcsCodes.consultationId} = ${consultations.id})`;

export interface FhirWorkOrderQuery {
  /** The EHR connection's FHIR base: a client reads only the work orders written from its EHR. */
  ehrIssuer: string;
  workOrderIds?: string[] | null;
  patientIds?: string[] | null;
  fulfilmentStatuses?: FulfilmentStatus[] | null;
  limit: number;
  offset: number;
}

/**
 * One page of an EHR's work orders, newest first, with everything their FHIR resources say, and
 * the number of DeviceRequests (lines) all matching work orders hold. One statement: served by
 * consultations_ehr_patient_idx (issuer, patient) and consultations_ehr_created_idx (issuer,
 * newest first).
 */
export async function findFhirWorkOrders(db: DbOrTx, query: FhirWorkOrderQuery) {
  const conditions: SQL[] = [eq(consultations.ehrIssuer, query.ehrIssuer)];
  if (query.workOrderIds) conditions.push(inArray(consultations.id, query.workOrderIds));
  if (query.patientIds) conditions.push(inArray(consultations.ehrPatientId, query.patientIds));
  if (query.fulfilmentStatuses) conditions.push(inArray(fulfilmentStatus, query.fulfilmentStatuses));
  // A list the client asked for that names nothing (status=draft, a patient on another server).
  const asksForNothing = [query.workOrderIds, query.patientIds, query.fulfilmentStatuses].some(
    (list) => list?.length === 0,
  );
  if (asksForNothing) return { rows: [], total: 0 };
  const rows = await db
    .select({
      id: consultations.id,
      referralCode: consultations.referralCode,
      createdAt: consultations.createdAt,
      providerSignatureDate: consultations.providerSignatureDate,
      fulfilmentStatus,
      patientName: consultations.patientName,
      patientDob: consultations.patientDob,
      patientPhone: consultations.patientPhone,
      patientEmail: consultations.patientEmail,
      patientAddress: consultations.patientAddress,
      ehrIssuer: consultations.ehrIssuer,
      ehrPatientId: consultations.ehrPatientId,
      insurancePayer: consultations.insurancePayer,
      insuranceMemberId: consultations.insuranceMemberId,
      providerFirstName: providers.firstName,
      providerLastName: providers.lastName,
      providerNpi: providers.npi,
      priorAuthStatus: consultations.priorAuthStatus,
      priorAuthReference: consultations.priorAuthReference,
      coverageVerdict: consultations.coverageVerdict,
      coverageEvaluatedAt: consultations.coverageEvaluatedAt,
      lines,
      totalLines: sql<number>`(sum(${lineCount}) over ())::int`,
    })
    .from(consultations)
    .leftJoin(providers, eq(providers.id, consultations.providerId))
    .where(and(...conditions))
    .orderBy(desc(consultations.createdAt), desc(consultations.id))
    .limit(query.limit)
    .offset(query.offset);
  return { rows: rows.map(toWorkOrderForFhir), total: rows[0]?.totalLines ?? 0 };
}

type Row = {
  id: string;
  referralCode: string;
  createdAt: Date;
  providerSignatureDate: string | null;
  fulfilmentStatus: FulfilmentStatus;
  patientName: string | null;
  patientDob: string | null;
  patientPhone: string | null;
  patientEmail: string | null;
  patientAddress: WorkOrderForFhir['patient']['address'];
  ehrIssuer: string | null;
  ehrPatientId: string | null;
  insurancePayer: string | null;
  insuranceMemberId: string | null;
  providerFirstName: string | null;
  providerLastName: string | null;
  providerNpi: string | null;
  priorAuthStatus: string;
  priorAuthReference: string | null;
  coverageVerdict: CoverageVerdict | null;
  coverageEvaluatedAt: Date | null;
  lines: StoredLine[];
};

function toWorkOrderForFhir(row: Row): WorkOrderForFhir {
  const providerName = [row.providerFirstName, row.providerLastName].filter(Boolean).join(' ');
  return {
    uuid: row.id,
    referralCode: row.referralCode,
    createdAt: row.createdAt,
    providerSignatureDate: row.providerSignatureDate,
    fulfilmentStatus: row.fulfilmentStatus,
    patient: {
      name: row.patientName,
      dob: row.patientDob,
      phone: row.patientPhone,
      email: row.patientEmail,
      address: row.patientAddress,
    },
    ehr: row.ehrIssuer && row.ehrPatientId ? { issuer: row.ehrIssuer, patientId: row.ehrPatientId } : null,
    insurance:
      row.insurancePayer || row.insuranceMemberId
        ? { payerName: row.insurancePayer ?? '', memberId: row.insuranceMemberId ?? '' }
        : null,
    provider: { name: providerName || 'Ordering practitioner', npi: row.providerNpi },
    priorAuth: { status: row.priorAuthStatus as PriorAuthStatus, reference: row.priorAuthReference },
    lines: row.lines.map((line) => ({ ...line, icd10Codes: line.icd10Codes ?? [] })),
    coverageVerdict: storedVerdictOf(row),
  };
}
