import type { StoredLineEvidence } from '@dme/shared/coverage/evidence';
import type { StoredCoverageVerdict } from '@dme/shared/work-orders/api';
import type { PriorAuthStatus } from '@dme/shared/work-orders/display-status';
import { formatReferralCode } from '@dme/shared/work-orders/referral-code';
import type {
  CodeableConcept,
  Coverage,
  DeviceRequest,
  DeviceRequestParameter,
  DocumentReference,
  Extension,
  Patient,
  Practitioner,
  Reference,
} from '@medplum/fhirtypes';
import { CODE_SYSTEMS, codingIn } from './code-systems';
import { coverageInformationExtension, paNeededOf } from './coverage-information';
import { evidenceObservations, ucumQuantity } from './evidence-observations';

export const FULFILMENT_STATUSES = ['ordered', 'shipped', 'delivered', 'cancelled'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** A signed work order as its FHIR resources need it: what the product stored, joined with its fulfilment. */
export interface WorkOrderForFhir {
  uuid: string;
  referralCode: string;
  createdAt: Date;
  /** YYYY-MM-DD, the order date of the standard written order. */
  providerSignatureDate: string | null;
  fulfilmentStatus: FulfilmentStatus;
  patient: {
    name: string | null;
    dob: string | null;
    phone: string | null;
    email: string | null;
    address: { line1: string; line2: string; city: string; state: string; zip: string } | null;
  };
  /** The EHR the order came from and its id for the patient; null for an order typed in the product. */
  ehr: { issuer: string; patientId: string } | null;
  insurance: { payerName: string; memberId: string } | null;
  provider: { name: string; npi: string | null };
  priorAuth: { status: PriorAuthStatus; reference: string | null };
  lines: {
    code: string;
    description: string | null;
    icd10Codes: string[];
    lengthOfNeed: number | null;
    pressureSetting: number | null;
    po2Percent: number | null;
    arterialSaturationPercent: number | null;
    evidence: StoredLineEvidence | null;
  }[];
  coverageVerdict: StoredCoverageVerdict | null;
}

/**
 * The product's own definitions, under its FHIR base: the fulfilment-step extension, the code
 * system of the order's details LOINC has no code for, and the systems of its identifiers.
 */
export const productDefinitions = (baseUrl: string) => {
  const fhir = `${baseUrl.replace(/\/+$/, '')}/fhir`;
  return {
    fulfilmentStep: `${fhir}/StructureDefinition/fulfilment-step`,
    evidenceCodes: `${fhir}/CodeSystem/coverage-evidence`,
    orderLineIds: `${fhir}/sid/work-order-line`,
    referralCodes: `${fhir}/sid/referral-code`,
  };
};

/**
 * R4's DeviceRequest has no quantity (R5 added one): R4 carries it in the R5 element's
 * cross-version extension, valueInteger
 * (https://hl7.org/fhir/uv/xver-r5.r4/0.1.0/StructureDefinition-profile-DeviceRequest.html).
 * A work order line is one item (42 CFR 410.38(d)(1)(iv), standard-written-order.ts).
 */
export const QUANTITY_EXTENSION_URL =
  'http://hl7.org/fhir/5.0/StructureDefinition/extension-DeviceRequest.quantity';

/**
 * The request's status in R4's request-status codes: the order stands (active) while it is
 * ordered and shipping, is completed once delivered and revoked once cancelled. The step within
 * "active" travels in the product's fulfilment-step extension (valueCode ordered | shipped |
 * delivered | cancelled).
 */
export const DEVICE_REQUEST_STATUS: Record<FulfilmentStatus, DeviceRequest['status']> = {
  ordered: 'active',
  shipped: 'active',
  delivered: 'completed',
  cancelled: 'revoked',
};

const PATIENT_ID = 'patient';
const COVERAGE_ID = 'coverage';

function containedPatient({ patient }: WorkOrderForFhir): Patient {
  const telecom = [
    ...(patient.phone ? [{ system: 'phone' as const, value: patient.phone }] : []),
    ...(patient.email ? [{ system: 'email' as const, value: patient.email }] : []),
  ];
  const { address } = patient;
  return {
    resourceType: 'Patient',
    id: PATIENT_ID,
    ...(patient.name ? { name: [{ text: patient.name }] } : {}),
    ...(patient.dob ? { birthDate: patient.dob } : {}),
    ...(telecom.length ? { telecom } : {}),
    ...(address
      ? {
          address: [
            {
              use: 'home' as const,
              line: [address.line1, address.line2].filter(Boolean),
              city: address.city,
              state: address.state,
              postalCode: address.zip,
            },
          ],
        }
      : {}),
  };
}

/** The EHR's own Patient, by absolute URL (it lives on the EHR's server), else the contained one. */
const subjectOf = (order: WorkOrderForFhir): Reference<Patient> =>
  order.ehr
    ? { reference: `${order.ehr.issuer.replace(/\/+$/, '')}/Patient/${order.ehr.patientId}` }
    : { reference: `#${PATIENT_ID}`, ...(order.patient.name ? { display: order.patient.name } : {}) };

const containedCoverage = (order: WorkOrderForFhir, subject: Reference<Patient>): Coverage | null =>
  order.insurance
    ? {
        resourceType: 'Coverage',
        id: COVERAGE_ID,
        status: 'active',
        beneficiary: subject,
        payor: [{ display: order.insurance.payerName || 'Payer not named' }],
        ...(order.insurance.memberId ? { subscriberId: order.insurance.memberId } : {}),
      }
    : null;

/** The practitioner by NPI (a logical reference: the Practitioner lives in the EHR or NPPES). */
const requesterOf = (order: WorkOrderForFhir): Reference<Practitioner> => ({
  ...(order.provider.npi ? { identifier: { system: CODE_SYSTEMS.npi, value: order.provider.npi } } : {}),
  display: order.provider.name,
});

/** A DeviceRequest's id: the work order and the line's position, unique on the product's server. */
export const deviceRequestId = (workOrderUuid: string, position: number) =>
  `${workOrderUuid}-${position + 1}`;

type Line = WorkOrderForFhir['lines'][number];

function parametersOf(
  line: Line,
  own: (code: string, text: string) => CodeableConcept,
): DeviceRequestParameter[] {
  return [
    ...(line.pressureSetting !== null
      ? [
          {
            code: own('pressure-setting', 'Pressure setting'),
            valueQuantity: ucumQuantity(line.pressureSetting, 'cm[H2O]'),
          },
        ]
      : []),
    ...(line.lengthOfNeed !== null
      ? [
          {
            code: own('length-of-need', 'Length of need'),
            valueQuantity: ucumQuantity(line.lengthOfNeed, 'mo'),
          },
        ]
      : []),
  ];
}

function coverageExtensionOf(order: WorkOrderForFhir, line: Line, hasCoverage: boolean): Extension[] {
  const stored = order.coverageVerdict;
  const verdict = stored?.lines.find((candidate) => candidate.hcpcsCode === line.code);
  if (!stored || !verdict) return [];
  return [
    coverageInformationExtension(verdict, {
      coverage: hasCoverage ? { reference: `#${COVERAGE_ID}` } : { display: 'No coverage on file' },
      assertionId: `${order.uuid}:${line.code}:${stored.ruleVersion}`,
      date: stored.evaluatedAt.slice(0, 10),
      paNeeded: paNeededOf(order.priorAuth.status, order.priorAuth.reference),
      satisfiedPaId: order.priorAuth.reference,
    }),
  ];
}

/**
 * The signed work order as FHIR R4 DeviceRequests, one per HCPCS line: the HCPCS code, one item,
 * the device settings as parameters, the ICD-10-CM reasons, the ordering practitioner by NPI, the
 * patient (the EHR's when the order came from one), the coverage, the order date, the evidence as
 * contained Observations, the fulfilment step, and the stored verdict as Da Vinci CRD
 * coverage-information. Pure.
 */
export function deviceRequestsOfWorkOrder(
  order: WorkOrderForFhir,
  options: { baseUrl: string },
): DeviceRequest[] {
  const definitions = productDefinitions(options.baseUrl);
  const own = (code: string, text: string): CodeableConcept => ({
    coding: [{ system: definitions.evidenceCodes, code, display: text }],
    text,
  });
  const subject = subjectOf(order);
  const coverage = containedCoverage(order, subject);
  return order.lines.map((line, position): DeviceRequest => {
    const id = deviceRequestId(order.uuid, position);
    const observations = evidenceObservations(line, { subject, evidenceCodes: definitions.evidenceCodes });
    const contained = [
      ...(order.ehr ? [] : [containedPatient(order)]),
      ...(coverage ? [coverage] : []),
      ...observations,
    ];
    const parameter = parametersOf(line, own);
    const reasonCode = line.icd10Codes.map((code) => ({ coding: [codingIn('icd10cm', code)] }));
    return {
      resourceType: 'DeviceRequest',
      id,
      ...(contained.length ? { contained } : {}),
      extension: [
        { url: QUANTITY_EXTENSION_URL, valueInteger: 1 },
        { url: definitions.fulfilmentStep, valueCode: order.fulfilmentStatus },
        ...coverageExtensionOf(order, line, coverage !== null),
      ],
      identifier: [{ system: definitions.orderLineIds, value: id }],
      groupIdentifier: { system: definitions.referralCodes, value: order.referralCode },
      status: DEVICE_REQUEST_STATUS[order.fulfilmentStatus],
      intent: 'order',
      codeCodeableConcept: {
        coding: [codingIn('hcpcs', line.code, line.description ?? undefined)],
        ...(line.description ? { text: line.description } : {}),
      },
      ...(parameter.length ? { parameter } : {}),
      subject,
      authoredOn: order.providerSignatureDate ?? order.createdAt.toISOString(),
      requester: requesterOf(order),
      ...(reasonCode.length ? { reasonCode } : {}),
      ...(coverage ? { insurance: [{ reference: `#${COVERAGE_ID}` }] } : {}),
      ...(observations.length
        ? { supportingInfo: observations.map((o) => ({ reference: `#${o.id}` })) }
        : {}),
    };
  });
}

/** The cover sheet's id on the product's server: one per work order. */
export const coverSheetId = (workOrderUuid: string) => `${workOrderUuid}-cover-sheet`;

/**
 * The work order's fax cover sheet as a DocumentReference: what the fax desk needs (the signed
 * referral code, where to fax, the patient, the practitioner, the order date) as a text
 * attachment, with the work order's page as a second rendering and its DeviceRequests as related.
 */
export function documentReferenceOfCoverSheet(
  order: WorkOrderForFhir,
  options: {
    baseUrl: string;
    fax: { number: string; email: string };
    /** The referral code signed for this work order (signedCoverSheetCodes). */
    signedReferralCode: string;
  },
): DocumentReference {
  const base = options.baseUrl.replace(/\/+$/, '');
  const subject = subjectOf(order);
  const orderDate = order.providerSignatureDate ?? order.createdAt.toISOString().slice(0, 10);
  const sheet = [
    'Fax cover sheet — Carelane work order documents',
    `Referral code: ${formatReferralCode(order.referralCode)} (${options.signedReferralCode})`,
    `Fax: ${options.fax.number}`,
    `E-mail fax: ${options.fax.email}`,
    `Patient: ${order.patient.name ?? 'not named'}`,
    `Provider: ${order.provider.name}${order.provider.npi ? ` (NPI ${order.provider.npi})` : ''}`,
    `Order date: ${orderDate}`,
  ].join('\n');
  return {
    resourceType: 'DocumentReference',
    id: coverSheetId(order.uuid),
    ...(order.ehr ? {} : { contained: [containedPatient(order)] }),
    identifier: [{ system: productDefinitions(base).referralCodes, value: order.referralCode }],
    status: 'current',
    type: { text: 'Fax cover sheet' },
    subject,
    date: order.createdAt.toISOString(),
    author: [requesterOf(order)],
    description: `Cover sheet to fax the documents of work order ${formatReferralCode(order.referralCode)}`,
    content: [
      {
        attachment: {
          contentType: 'text/plain; charset=utf-8',
          language: 'en-US',
          data: Buffer.from(sheet, 'utf8').toString('base64'),
          title: `Cover sheet ${formatReferralCode(order.referralCode)}`,
        },
      },
      {
        attachment: {
          contentType: 'text/html',
          url: `${base}/work_orders/${order.uuid}`,
          title: 'The work order in Carelane, with the printable cover sheet',
        },
      },
    ],
    context: {
      related: order.lines.map((_, position) => ({
        reference: `DeviceRequest/${deviceRequestId(order.uuid, position)}`,
      })),
    },
  };
}
