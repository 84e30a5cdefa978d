import { randomInt } from 'node:crypto';
import { type CoverageOrderInput, evaluateWorkOrderCoverage } from '@dme/shared/coverage/index';
import { EHR_PROVIDER_ORDERS_FROM_EHR } from '@dme/shared/ehr/launch';
import { toHcpcsRule } from '@dme/shared/reference/hcpcs';
import { phoneDigits } from '@dme/shared/validation/phone';
import {
  WORK_ORDER_ERRORS,
  WORK_ORDER_PAGE_SIZE,
  type WorkOrderListQuery,
} from '@dme/shared/work-orders/api';
import type { PacketType } from '@dme/shared/work-orders/packet-types';
import { priorAuthDeadline } from '@dme/shared/work-orders/prior-auth-deadlines';
import {
  isWellFormedReferralCode,
  normalizeReferralCode,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
} from '@dme/shared/work-orders/referral-code';
import { parseWorkOrderSearch } from '@dme/shared/work-orders/search';
import { createWorkOrderSchema } from '@dme/shared/work-orders/work-order-form';
import { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { DomainError, forbidden, notFound } from '../../lib/domain-error';
import { uniqueViolationOf } from '../../lib/safe-error-log';
import type { AuthContext } from '../../plugins/auth';
import { listDetails, recordAccess } from '../audit/audit.repo';
import { type AuditCaller, localCaller } from '../audit/audit-caller';
import { type CoverageEvaluator, storedVerdictOf, verdictColumns } from '../coverage/stored-verdict';
import { findOpenLaunch } from '../ehr-launch/ehr-launch.repo';
import { grantsCreate } from '../ehr-launch/smart-scopes';
import { signFromLaunch } from '../ehr-launch/write-back';
import { signedCoverSheetCodes } from '../inbound-faxes/cover-sheet-seal';
import { findHcpcsCodes } from '../reference/hcpcs.repo';
import { patientPacketTypes, primaryContactOf, searchWordsOf } from './work-order-rules';
import {
  findDeviceFlags,
  findDocuments,
  findHcpcsLines,
  findOwnedWorkOrder,
  findPatient,
  findProviderIdentity,
  findWorkOrderPage,
  insertPatient,
  insertWorkOrder,
  isReferralCodeTaken,
  type WorkOrderRow,
} from './work-orders.repo';

const codesShape = z.object({ hcpcsCodes: z.array(z.object({ code: z.string().max(10) })).max(40) });
/** The codes a body names, to load their rules before the full validation. */
const codesOf = (input: unknown) =>
  codesShape.safeParse(input).data?.hcpcsCodes.map((line) => line.code) ?? [];

/**
 * How a new work order's coverage is judged: the rules and the moment. Tests pass another
 * evaluator to stand for a later rule version.
 */
export interface CoverageJudge {
  now?: Date;
  evaluate?: CoverageEvaluator<CoverageOrderInput>;
}

/** The caller's provider profile: a user without one has no work orders to see. */
export const providerIdOf = (auth: AuthContext) => {
  if (!auth.profileId) throw notFound();
  return auth.profileId;
};

/** A fresh code for the form; uniqueness is checked again when the work order is saved. */
export async function newReferralCode(db: DbOrTx) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const code = Array.from(
      { length: REFERRAL_CODE_LENGTH },
      () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)],
    ).join('');
    if (!(await isReferralCodeTaken(db, code))) return code;
  }
  throw new Error('could not find a free referral code');
}

/** Validates with the form's own schema (same rules, same messages), then writes everything in one transaction. */
export async function createWorkOrder(
  db: Database,
  auth: AuthContext,
  input: unknown,
  today: string,
  caller: AuditCaller = localCaller(auth.userId),
  { now = new Date(), evaluate = evaluateWorkOrderCoverage }: CoverageJudge = {},
) {
  const providerId = providerIdOf(auth);
  return db.transaction(async (tx) => {
    const { order, hcpcs, referralCode } = await parseWorkOrder(tx, input, today);
    const launch = order.ehrLaunchId ? await findOpenLaunch(tx, order.ehrLaunchId, providerId, now) : null;
    if (order.ehrLaunchId && !launch) throw new DomainError('conflict', WORK_ORDER_ERRORS.ehrLaunchUsed);
    if (auth.isEhrProvider && !launch) throw forbidden(EHR_PROVIDER_ORDERS_FROM_EHR);
    const contact = {
      email: order.patientEmail.toLowerCase() || null,
      phone: order.patientPhone || null,
      dateOfBirth: order.patientDob || null,
    };
    const patient = await findOrCreatePatient(tx, order.patientName, contact);
    const primaryContact = primaryContactOf(contact.email, contact.phone);
    const verdict = evaluate(
      {
        ...order,
        provider: (await findProviderIdentity(tx, providerId)) ?? {},
        hcpcsCodes: order.hcpcsCodes.map((line) => ({ ...line, evidence: line.evidence ?? null })),
      },
      now,
    );
    // Two forms submitted at once with one code (a double click, two tabs) both pass the check
    // in parseWorkOrder; the unique index decides, and the loser gets the same 409 as a sequential
    // duplicate (never a second work order under another code: the code is the form's idempotency key).
    const id = await insertWorkOrder(
      tx,
      {
        providerId,
        patientId: patient?.id,
        productVerticalId: hcpcs[0]?.productVertical.uuid ?? '',
        referralCode,
        patientName: order.patientName || null,
        patientDob: contact.dateOfBirth,
        patientEmail: contact.email,
        patientPhone: contact.phone,
        patientPrimaryContact: primaryContact,
        patientAddress: addressOrNull(order.patientAddress),
        insurancePayer: order.insurancePayer || null,
        insuranceMemberId: order.insuranceMemberId || null,
        ehrIssuer: launch?.iss ?? null,
        ehrPatientId: launch?.ehrPatientId ?? null,
        searchWords: searchWordsOf(order.patientName || null, primaryContact),
        providerSignature: order.providerSignature,
        providerSignatureDate: order.providerSignatureDate,
        providerAttestation: order.providerAttestation,
        phoneAssistanceRequired: order.phoneAssistanceRequired,
        bestTimeToCall: order.phoneAssistanceRequired ? (order.bestTimeToCall ?? null) : null,
        eligibleForMachine: hcpcs.some((code) => code.isCpapMachine)
          ? (order.eligibleForMachine ?? null)
          : null,
        ...verdictColumns(verdict, now),
      },
      workOrderLines(order, hcpcs),
    ).catch((error: unknown) => {
      if (uniqueViolationOf(error)?.includes('referral_code'))
        throw new DomainError('conflict', WORK_ORDER_ERRORS.referralCodeTaken);
      throw error;
    });
    if (launch)
      await signFromLaunch(tx, {
        launchId: launch.id,
        providerId,
        consultationId: id,
        writesBack: grantsCreate(launch.grantedScope ?? '', 'DeviceRequest'),
        now,
      });
    await recordAccess(tx, caller, {
      action: 'work_order.created',
      subjectType: 'consultation',
      subjectId: id,
    });
    return id;
  });
}

/** An address with nothing typed in it is no address. */
const addressOrNull = (address: WorkOrderForm['patientAddress']) =>
  address && Object.values(address).some(Boolean) ? address : null;

type HcpcsCode = Awaited<ReturnType<typeof findHcpcsCodes>>[number];
type WorkOrderForm = z.output<ReturnType<typeof createWorkOrderSchema>>;

/** The form checked against the rules of the codes it names, and its referral code free to use. */
async function parseWorkOrder(tx: DbOrTx, input: unknown, today: string) {
  const hcpcs = await findHcpcsCodes(tx, { codes: codesOf(input), includeIcd10s: true });
  const rules = new Map(hcpcs.map((code) => [code.code, toHcpcsRule(code)]));
  const parsed = createWorkOrderSchema(rules, today).safeParse(input);
  if (!parsed.success)
    throw new DomainError('validation', parsed.error.issues[0]?.message ?? 'Invalid work order');
  const order = parsed.data;
  const referralCode = normalizeReferralCode(order.referralCode);
  if (!isWellFormedReferralCode(referralCode))
    throw new DomainError('validation', 'Referral code is not valid');
  if (await isReferralCodeTaken(tx, referralCode))
    throw new DomainError('conflict', WORK_ORDER_ERRORS.referralCodeTaken);
  return { order, hcpcs, referralCode };
}

/** The patient already known by e-mail (else phone and date of birth), or a new one. */
async function findOrCreatePatient(
  tx: DbOrTx,
  name: string,
  contact: { email: string | null; phone: string | null; dateOfBirth: string | null },
) {
  const digits = contact.phone && phoneDigits(contact.phone);
  const match = { email: contact.email, phoneDigits: digits, dateOfBirth: contact.dateOfBirth };
  const known = await findPatient(tx, match);
  if (known) return known;
  const [firstName, ...rest] = name.split(' ');
  return insertPatient(tx, {
    email: contact.email,
    phoneNumber: digits,
    dateOfBirth: contact.dateOfBirth,
    firstName: firstName || null,
    lastName: rest.join(' ') || null,
  });
}

/** Each line's measurements kept only where its code asks for them (CPAP, oxygen). */
function workOrderLines(order: WorkOrderForm, hcpcs: HcpcsCode[]) {
  const byCode = new Map(hcpcs.map((code) => [code.code, code]));
  return order.hcpcsCodes.map((line) => {
    const code = byCode.get(line.code);
    return {
      hcpcsCodeId: code?.id ?? '',
      line: {
        lengthOfNeed: code?.isCpap ? line.lengthOfNeed : null,
        pressureSetting: code?.isCpap ? line.pressureSetting : null,
        po2Percent: code?.isOxygenCore ? line.po2Percent : null,
        arterialSaturationPercent: code?.isOxygenCore ? line.arterialSaturationPercent : null,
        coverageEvidence: line.evidence ?? null,
      },
      icd10Codes: [...new Set(line.icd10Codes)],
    };
  });
}

function toSummary(
  row: WorkOrderRow,
  documents: Awaited<ReturnType<typeof findDocuments>>,
  flags: { hasCpapCode: boolean; hasOxygenCode: boolean } | undefined,
  now: Date,
) {
  const packets = documents.filter((doc) => doc.consultationId === row.id && doc.kind === 'patient_packet');
  const payerResponse = documents.find((doc) => doc.id === row.priorAuthPayerResponseId);
  const uploaded = new Set(packets.map((doc) => doc.packetType ?? ''));
  return {
    uuid: row.id,
    referralCode: row.referralCode,
    patientName: row.patientName,
    patientPrimaryContact: row.patientPrimaryContact,
    patientDob: row.patientDob,
    createdAt: row.createdAt.toISOString(),
    displayStatus: row.displayStatus,
    priorAuthStatus: row.priorAuthStatus,
    priorAuthDeadline: priorAuthDeadline(
      {
        status: row.priorAuthStatus,
        submittedAt: row.priorAuthSubmittedAt,
        expedited: row.priorAuthExpedited,
        payerType: row.priorAuthPayerType,
      },
      now,
    ),
    priorAuthPayerResponse: payerResponse
      ? { uuid: payerResponse.id, filename: payerResponse.filename }
      : null,
    productVerticalName: row.verticalName,
    inboundLead: row.inboundLead,
    coverageVerdict: storedVerdictOf(row),
    hasPrescription: uploaded.has('prescription'),
    patientPacketTypes: patientPacketTypes(
      {
        verticalName: row.verticalName,
        hasCpapCode: flags?.hasCpapCode ?? false,
        hasOxygenCode: flags?.hasOxygenCode ?? false,
        documentsRequired: row.documentsRequired,
      },
      uploaded,
    ),
    patientPackets: packets.map((doc) => ({
      packetType: doc.packetType as PacketType,
      packet: { uuid: doc.id, filename: doc.filename },
    })),
  };
}

/** Three queries per page whatever its size: the rows, their documents, their device flags. */
async function summarize(db: DbOrTx, rows: WorkOrderRow[]) {
  const ids = rows.map((row) => row.id);
  const [documents, flags] = await independentReads(
    db,
    () => findDocuments(db, ids),
    () => findDeviceFlags(db, ids),
  );
  const flagsById = new Map(flags.map((flag) => [flag.consultationId, flag]));
  // One instant for the page: every prior-auth deadline is judged against the same clock.
  const now = new Date();
  return rows.map((row) => toSummary(row, documents, flagsById.get(row.id), now));
}

/** The dashboard list and its search; the ids on the page are audited with the search that found them. */
export async function listWorkOrders(
  db: Database,
  auth: AuthContext,
  query: WorkOrderListQuery,
  caller: AuditCaller,
) {
  const providerId = providerIdOf(auth);
  return db.transaction(async (tx) => {
    const findPage = (page: number) =>
      findWorkOrderPage(tx, providerId, {
        search: parseWorkOrderSearch(query.query ?? ''),
        ...(query.coverage ? { coverage: query.coverage } : {}),
        ...(query.compliance ? { compliance: query.compliance } : {}),
        ...(query.sort ? { sort: query.sort } : {}),
        direction: query.direction ?? 'asc',
        page,
        perPage: WORK_ORDER_PAGE_SIZE,
      });
    let page = query.page ?? 1;
    let { rows, total } = await findPage(page);
    const lastPage = Math.max(1, Math.ceil(total / WORK_ORDER_PAGE_SIZE));
    if (page > lastPage) {
      // A page past the end (an old link, ?page=99) answers the last page, which the pager then shows.
      page = lastPage;
      ({ rows, total } = await findPage(page));
    }
    const data = await summarize(tx, rows);
    await recordAccess(tx, caller, {
      action: query.query ? 'work_order.searched' : 'work_order.listed',
      subjectType: 'consultation',
      details: listDetails(
        rows.map((row) => row.id),
        {
          page,
          total,
          ...(query.query ? { query: query.query } : {}),
          ...(query.coverage ? { coverage: query.coverage } : {}),
          ...(query.compliance ? { compliance: query.compliance } : {}),
        },
      ),
    });
    return { data, meta: { total, page, perPage: WORK_ORDER_PAGE_SIZE } };
  });
}

/**
 * The work order page; reading a patient's order is audited in the same transaction. Its cover
 * sheet's referral codes are signed with `coverSheetKey` (the install's SECRET_KEY) for this work
 * order, so only a sheet printed from here files its fax by itself.
 */
export async function getWorkOrder(
  db: Database,
  auth: AuthContext,
  id: string,
  {
    fax,
    coverSheetKey,
    ehrNameOf,
  }: {
    fax: { number: string; email: string };
    coverSheetKey: string;
    /** The name of the EHR an order came from, by its FHIR base URL. */
    ehrNameOf: (iss: string) => string;
  },
  caller: AuditCaller,
) {
  const providerId = providerIdOf(auth);
  return db.transaction(async (tx) => {
    const row = await findOwnedWorkOrder(tx, providerId, id);
    if (!row) throw notFound(WORK_ORDER_ERRORS.invalidId);
    const [summary] = await summarize(tx, [row]);
    const lines = await findHcpcsLines(tx, id);
    const { consultation, provider } = row;
    await recordAccess(tx, caller, {
      action: 'work_order.viewed',
      subjectType: 'consultation',
      subjectId: id,
    });
    return {
      ...(summary as NonNullable<typeof summary>),
      patientEmail: consultation.patientEmail,
      patientPhone: consultation.patientPhone,
      patientAddress: consultation.patientAddress,
      insurancePayer: consultation.insurancePayer,
      insuranceMemberId: consultation.insuranceMemberId,
      fromEhr: consultation.ehrIssuer ? { name: ehrNameOf(consultation.ehrIssuer) } : null,
      providerSignature: consultation.providerSignature ?? '',
      providerSignatureDate: consultation.providerSignatureDate ?? '',
      providerAttestation: consultation.providerAttestation,
      phoneAssistanceRequired: consultation.phoneAssistanceRequired,
      bestTimeToCall: consultation.bestTimeToCall,
      eligibleForMachine: consultation.eligibleForMachine,
      consultationHcpcsCodes: lines,
      provider: {
        uuid: provider.id,
        formalFullName: `${provider.firstName} ${provider.lastName}`,
        npi: provider.npi,
        pecos: provider.pecos,
        isTestAccount: row.isTestAccount,
      },
      fax,
      coverSheetCodes: signedCoverSheetCodes(consultation, coverSheetKey),
    };
  });
}
