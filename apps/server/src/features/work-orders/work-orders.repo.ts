import type { ComplianceFilter } from '@dme/shared/compliance/api';
import type { CoverageStatus } from '@dme/shared/coverage/verdict';
import type { WorkOrderSearch } from '@dme/shared/work-orders/search';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  attachments,
  blobs,
  consultationHcpcsCodeIcd10s,
  consultationHcpcsCodes,
  consultations,
  hcpcsCodes,
  icd10Codes,
  patients,
  productCategories,
  productVerticals,
  providers,
  users,
} from '../../db/schema/index';
import { inComplianceState } from '../usage-data/usage-data.repo';
import { groupByPrimaryContact, toPrefixTsQuery } from './work-order-rules';

export type SortField = 'patient' | 'date' | 'status' | 'prior_auth_status';

/** The work order's own columns a dashboard row shows (its vertical's name is joined beside them). */
const workOrderColumns = {
  id: consultations.id,
  referralCode: consultations.referralCode,
  patientName: consultations.patientName,
  patientPrimaryContact: consultations.patientPrimaryContact,
  patientDob: consultations.patientDob,
  createdAt: consultations.createdAt,
  displayStatus: consultations.displayStatus,
  priorAuthStatus: consultations.priorAuthStatus,
  priorAuthPayerResponseId: consultations.priorAuthPayerResponseId,
  priorAuthSubmittedAt: consultations.priorAuthSubmittedAt,
  priorAuthExpedited: consultations.priorAuthExpedited,
  priorAuthPayerType: consultations.priorAuthPayerType,
  inboundLead: consultations.inboundLead,
  documentsRequired: consultations.documentsRequired,
  coverageVerdict: consultations.coverageVerdict,
  coverageEvaluatedAt: consultations.coverageEvaluatedAt,
  productVerticalId: consultations.productVerticalId,
};

type SortableColumns = Pick<
  { [Key in keyof typeof workOrderColumns]: SQL.Aliased | AnyPgColumn },
  'id' | 'patientName' | 'patientPrimaryContact' | 'createdAt' | 'displayStatus' | 'priorAuthStatus'
>;

/**
 * The page's order over these columns (the table's, or a subquery's). Descending is the exact
 * reverse of ascending (ties oldest first), so one index serves both ways.
 */
function pageOrder(columns: SortableColumns, sort: SortField | undefined, direction: 'asc' | 'desc') {
  if (!sort) return [desc(columns.createdAt), asc(columns.id)];
  const key = {
    patient: sql`lower(coalesce(${columns.patientName}, ${columns.patientPrimaryContact}, ''))`,
    date: sql`${columns.createdAt}`,
    status: sql`${columns.displayStatus}`,
    prior_auth_status: sql`${columns.priorAuthStatus}`,
  }[sort];
  return direction === 'asc'
    ? [asc(key), desc(columns.createdAt), asc(columns.id)]
    : [desc(key), asc(columns.createdAt), desc(columns.id)];
}

function searchConditions(
  providerId: string,
  search: WorkOrderSearch,
  coverage?: CoverageStatus,
  compliance?: ComplianceFilter,
) {
  const conditions: SQL[] = [eq(consultations.providerId, providerId)];
  // Served by consultations_provider_coverage_idx (provider, verdict, newest first).
  if (coverage) conditions.push(eq(consultations.coverageStatus, coverage));
  if (compliance) conditions.push(inComplianceState(consultations.id, compliance));
  if (search.dateOfBirth === 'invalid') conditions.push(sql`false`);
  else if (search.dateOfBirth) conditions.push(eq(consultations.patientDob, search.dateOfBirth));
  const query = toPrefixTsQuery(search);
  if (query) conditions.push(sql`array_to_tsvector(${consultations.searchWords}) @@ ${query}::tsquery`);
  return and(...conditions);
}

interface PageOptions {
  search: WorkOrderSearch;
  coverage?: CoverageStatus;
  compliance?: ComplianceFilter;
  sort?: SortField;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
  /** Past this many matches the page's order is walked (MANY_MATCHES; tests try both ways). */
  manyMatches?: number;
}

/** One page of a provider's work orders and the total, newest first with each patient's rows together unless sorted. */
export async function findWorkOrderPage(db: DbOrTx, providerId: string, options: PageOptions) {
  const where = searchConditions(providerId, options.search, options.coverage, options.compliance);
  const { rows, total } = toPrefixTsQuery(options.search)
    ? await findMatchingPage(db, where, options)
    : await findListedPage(db, where, options);
  return { rows: options.sort ? rows : groupByPrimaryContact(rows), total };
}

/** Past this many matches, walking the page's order finds a page of them within a few thousand rows. */
const MANY_MATCHES = 1_000;

const countWorkOrders = async (db: DbOrTx, where: SQL | undefined) =>
  (await db.select({ total: count() }).from(consultations).where(where))[0]?.total ?? 0;

/** Without words: the provider's rows walked in the page's order (an index serves each order). */
async function findListedPage(db: DbOrTx, where: SQL | undefined, options: PageOptions) {
  return { rows: await walkPage(db, where, options), total: await countWorkOrders(db, where) };
}

const walkPage = (db: DbOrTx, where: SQL | undefined, options: PageOptions) =>
  db
    .select({ ...workOrderColumns, verticalName: productVerticals.name })
    .from(consultations)
    .innerJoin(productVerticals, eq(productVerticals.id, consultations.productVerticalId))
    .where(where)
    .orderBy(...pageOrder(consultations, options.sort, options.direction))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);

/**
 * With words: counted first, from the words' GIN index. Many matches (a common prefix like "jo")
 * are found soon by walking the page's order; few are fetched from the index and sorted, since
 * the walk would test every row of every provider for a rare word ("zzz": 100,000 rows, 0.3–0.5 s).
 * The planner cannot choose between the two itself: its estimate for a prefix match cannot tell
 * rare words from common ones. The subquery's OFFSET 0 keeps it from merging the two steps.
 */
async function findMatchingPage(db: DbOrTx, where: SQL | undefined, options: PageOptions) {
  const total = await countWorkOrders(db, where);
  if (total === 0) return { rows: [], total };
  if (total > (options.manyMatches ?? MANY_MATCHES))
    return { rows: await walkPage(db, where, options), total };
  const matches = db.select(workOrderColumns).from(consultations).where(where).offset(0).as('matches');
  const rows = await db
    .select({ ...matches._.selectedFields, verticalName: productVerticals.name })
    .from(matches)
    .innerJoin(productVerticals, eq(productVerticals.id, matches.productVerticalId))
    .orderBy(...pageOrder(matches, options.sort, options.direction))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  return { rows, total };
}

export type WorkOrderRow = Awaited<ReturnType<typeof findWorkOrderPage>>['rows'][number];

/** The documents of these work orders (patient packets and payer responses), in one query. */
export function findDocuments(db: DbOrTx, consultationIds: string[]) {
  if (consultationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: attachments.id,
      consultationId: attachments.consultationId,
      kind: attachments.kind,
      packetType: attachments.packetType,
      filename: blobs.filename,
    })
    .from(attachments)
    .innerJoin(blobs, eq(blobs.id, attachments.blobId))
    .where(
      and(
        inArray(attachments.consultationId, consultationIds),
        inArray(attachments.kind, ['patient_packet', 'payer_response']),
      ),
    )
    .orderBy(asc(attachments.createdAt));
}

/** Whether each work order holds PAP or oxygen codes (what decides its packet types). */
export function findDeviceFlags(db: DbOrTx, consultationIds: string[]) {
  if (consultationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      consultationId: consultationHcpcsCodes.consultationId,
      hasCpapCode: sql<boolean>`bool_or(${productCategories.isCpap})`,
      hasOxygenCode: sql<boolean>`bool_or(${productCategories.isOxygenCore})`,
    })
    .from(consultationHcpcsCodes)
    .innerJoin(hcpcsCodes, eq(hcpcsCodes.id, consultationHcpcsCodes.hcpcsCodeId))
    .innerJoin(productCategories, eq(productCategories.id, hcpcsCodes.categoryId))
    .where(inArray(consultationHcpcsCodes.consultationId, consultationIds))
    .groupBy(consultationHcpcsCodes.consultationId);
}

/** The provider's own work order, or nothing (another provider's is as good as missing). */
export async function findOwnedWorkOrder(db: DbOrTx, providerId: string, id: string) {
  const [row] = await db
    .select({
      ...workOrderColumns,
      verticalName: productVerticals.name,
      consultation: consultations,
      provider: providers,
      isTestAccount: users.isTestAccount,
    })
    .from(consultations)
    .innerJoin(productVerticals, eq(productVerticals.id, consultations.productVerticalId))
    .innerJoin(providers, eq(providers.id, consultations.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(eq(consultations.id, id), eq(consultations.providerId, providerId)))
    .limit(1);
  return row;
}

export async function findHcpcsLines(db: DbOrTx, consultationId: string) {
  const lines = await db
    .select({
      line: consultationHcpcsCodes,
      code: hcpcsCodes,
      categoryName: productCategories.name,
      categoryPosition: productCategories.position,
    })
    .from(consultationHcpcsCodes)
    .innerJoin(hcpcsCodes, eq(hcpcsCodes.id, consultationHcpcsCodes.hcpcsCodeId))
    .innerJoin(productCategories, eq(productCategories.id, hcpcsCodes.categoryId))
    .where(eq(consultationHcpcsCodes.consultationId, consultationId))
    .orderBy(asc(productCategories.position), asc(consultationHcpcsCodes.position));
  const diagnoses = lines.length
    ? await db
        .select({
          lineId: consultationHcpcsCodeIcd10s.consultationHcpcsCodeId,
          code: icd10Codes.code,
          description: icd10Codes.description,
        })
        .from(consultationHcpcsCodeIcd10s)
        .innerJoin(icd10Codes, eq(icd10Codes.code, consultationHcpcsCodeIcd10s.icd10Code))
        .where(
          inArray(
            consultationHcpcsCodeIcd10s.consultationHcpcsCodeId,
            lines.map(({ line }) => line.id),
          ),
        )
        .orderBy(asc(consultationHcpcsCodeIcd10s.position))
    : [];
  return lines.map(({ line, code, categoryName }) => ({
    hcpcsCode: { code: code.code, alias: code.alias, productCategory: { name: categoryName } },
    lengthOfNeed: line.lengthOfNeed,
    pressureSetting: line.pressureSetting,
    po2Percent: line.po2Percent,
    arterialSaturationPercent: line.arterialSaturationPercent,
    evidence: line.coverageEvidence ?? undefined,
    icd10S: diagnoses
      .filter((d) => d.lineId === line.id)
      .map(({ code, description }) => ({ code, description })),
  }));
}

/** The ordering practitioner as a standard written order names them (42 CFR 410.38(d)(1)(v)). */
export async function findProviderIdentity(db: DbOrTx, providerId: string) {
  const [row] = await db
    .select({ name: sql<string>`${providers.firstName} || ' ' || ${providers.lastName}`, npi: providers.npi })
    .from(providers)
    .where(eq(providers.id, providerId))
    .limit(1);
  return row;
}

export async function findWorkOrderIdByReferralCode(db: DbOrTx, referralCode: string) {
  const [row] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(eq(consultations.referralCode, referralCode))
    .limit(1);
  return row?.id;
}

export async function isReferralCodeTaken(db: DbOrTx, referralCode: string) {
  return Boolean(await findWorkOrderIdByReferralCode(db, referralCode));
}

/** An existing patient by e-mail, else by phone and date of birth. */
export async function findPatient(
  db: DbOrTx,
  match: { email: string | null; phoneDigits: string | null; dateOfBirth: string | null },
) {
  const condition = match.email
    ? eq(patients.email, match.email)
    : match.phoneDigits && match.dateOfBirth
      ? and(eq(patients.phoneNumber, match.phoneDigits), eq(patients.dateOfBirth, match.dateOfBirth))
      : undefined;
  if (!condition) return undefined;
  const [patient] = await db
    .select()
    .from(patients)
    .where(condition)
    .orderBy(asc(patients.createdAt))
    .limit(1);
  return patient;
}

export async function insertPatient(db: DbOrTx, values: typeof patients.$inferInsert) {
  const [patient] = await db.insert(patients).values(values).returning();
  return patient;
}

export async function insertWorkOrder(
  db: DbOrTx,
  values: typeof consultations.$inferInsert,
  lines: {
    hcpcsCodeId: string;
    line: Omit<typeof consultationHcpcsCodes.$inferInsert, 'consultationId' | 'hcpcsCodeId' | 'position'>;
    icd10Codes: string[];
  }[],
) {
  const [consultation] = await db.insert(consultations).values(values).returning({ id: consultations.id });
  if (!consultation) throw new Error('work order insert returned nothing');
  const inserted = await db
    .insert(consultationHcpcsCodes)
    .values(
      lines.map((entry, position) => ({
        ...entry.line,
        consultationId: consultation.id,
        hcpcsCodeId: entry.hcpcsCodeId,
        position,
      })),
    )
    .returning({ id: consultationHcpcsCodes.id, position: consultationHcpcsCodes.position });
  const diagnosisRows = inserted.flatMap(({ id, position }) =>
    (lines[position]?.icd10Codes ?? []).map((icd10Code, index) => ({
      consultationHcpcsCodeId: id,
      icd10Code,
      position: index,
    })),
  );
  if (diagnosisRows.length) await db.insert(consultationHcpcsCodeIcd10s).values(diagnosisRows);
  return consultation.id;
}
