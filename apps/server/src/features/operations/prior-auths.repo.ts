import type { PriorAuthListQuery } from '@dme/shared/operations/prior-auths';
import { isWellFormedReferralCode, normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import { parseWorkOrderSearch } from '@dme/shared/work-orders/search';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attachments, blobs, consultations, productVerticals, providers } from '../../db/schema/index';
import { toPrefixTsQuery } from '../work-orders/work-order-rules';
import { pageWindow, totalOverAll } from './pages.repo';

/** A referral code (dash optional) or words of the patient's name or contact, as the dashboard searches. */
function searchCondition(text: string) {
  const search = parseWorkOrderSearch(text);
  const byName = search.words.length
    ? sql`array_to_tsvector(${consultations.searchWords}) @@ ${toPrefixTsQuery(search)}::tsquery`
    : undefined;
  const byCode = isWellFormedReferralCode(text)
    ? eq(consultations.referralCode, normalizeReferralCode(text))
    : undefined;
  return or(byCode, byName);
}

/** Every provider's work orders, newest first (index `consultations_created_idx` / `_prior_auth_status_idx`). */
export async function findPriorAuthPage(db: DbOrTx, query: PriorAuthListQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(consultations.priorAuthStatus, query.status));
  if (query.query) conditions.push(searchCondition(query.query));
  const { limit, offset } = pageWindow(query.page);
  return db
    .select({
      id: consultations.id,
      referralCode: consultations.referralCode,
      patientName: sql<
        string | null
      >`coalesce(${consultations.patientName}, ${consultations.patientPrimaryContact})`,
      providerFirstName: providers.firstName,
      providerLastName: providers.lastName,
      verticalName: productVerticals.name,
      status: consultations.priorAuthStatus,
      displayStatus: consultations.displayStatus,
      orderedAt: consultations.createdAt,
      checkedAt: consultations.priorAuthCheckedAt,
      submittedAt: consultations.priorAuthSubmittedAt,
      expedited: consultations.priorAuthExpedited,
      payerType: consultations.priorAuthPayerType,
      payerResponseId: attachments.id,
      payerResponseFilename: blobs.filename,
      total: totalOverAll,
    })
    .from(consultations)
    .innerJoin(productVerticals, eq(productVerticals.id, consultations.productVerticalId))
    .leftJoin(providers, eq(providers.id, consultations.providerId))
    .leftJoin(attachments, eq(attachments.id, consultations.priorAuthPayerResponseId))
    .leftJoin(blobs, eq(blobs.id, attachments.blobId))
    .where(and(...conditions))
    .orderBy(desc(consultations.createdAt), desc(consultations.id))
    .limit(limit)
    .offset(offset);
}

export async function workOrderExists(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(eq(consultations.id, id))
    .limit(1);
  return Boolean(row);
}
