import type { ComplianceReport } from '@dme/shared/compliance/api';
import { averageOverUsedNights, COMPLIANCE_RULE, evaluateCompliance } from '@dme/shared/compliance/rule';
import { TRACKING_MESSAGES } from '@dme/shared/fulfillments/api';
import { WORK_ORDER_ERRORS } from '@dme/shared/work-orders/api';
import type { Database, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import type { AuthContext } from '../../plugins/auth';
import { recordAccess } from '../audit/audit.repo';
import type { AuditCaller } from '../audit/audit-caller';
import { findFulfillmentByNumber } from '../fulfillments/fulfillments.repo';
import { findOwnedWorkOrder } from '../work-orders/work-orders.repo';
import type { UsageNight } from './usage-csv';
import {
  findCompliance,
  findDeliveryDate,
  findNights,
  findNightsOf,
  saveCompliance,
  upsertNights,
} from './usage-data.repo';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) =>
  isoDay(new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS));
const lastDayOf = (periodStart: string) => addDays(periodStart, COMPLIANCE_RULE.periodDays - 1);

/** A parsed usage file with the attachment that keeps the original (none for demo data). */
export interface ParsedUsageFile {
  attachmentId: string | null;
  nights: UsageNight[];
}

/**
 * Stores the nights of parsed usage files for a fulfillment and re-evaluates its compliance, in the
 * upload's transaction. The 90 days run from delivery (or, before a delivery is recorded, from the
 * first night of use). Nights outside them are not kept: a refurbished machine's card can hold the
 * previous patient's nights, and the payer rule reads no others.
 */
export async function importUsageNights(
  tx: DbOrTx,
  fulfillment: { id: string; consultationId: string | null },
  files: ParsedUsageFile[],
  now = new Date(),
) {
  const all = files.flatMap((file) => file.nights);
  const firstUse = all
    .filter((night) => night.minutes > 0)
    .map((night) => night.date)
    .sort()[0];
  const [existing] = await findCompliance(tx, { fulfillmentId: fulfillment.id });
  const periodStart =
    (await findDeliveryDate(tx, fulfillment.id)) ??
    existing?.periodStart ??
    firstUse ??
    all.map((n) => n.date).sort()[0];
  if (!periodStart) return;
  const periodEnd = lastDayOf(periodStart);
  for (const file of files) {
    const inPeriod = file.nights.filter((night) => night.date >= periodStart && night.date <= periodEnd);
    await upsertNights(tx, fulfillment.id, file.attachmentId, inPeriod);
  }
  const nights = await findNights(tx, fulfillment.id, periodStart, periodEnd);
  const evaluation = evaluateCompliance({ periodStart, nights, today: isoDay(now) });
  await saveCompliance(
    tx,
    {
      fulfillmentId: fulfillment.id,
      consultationId: fulfillment.consultationId,
      state: evaluation.state,
      periodStart,
      reportedThrough: evaluation.reportedThrough,
    },
    now,
  );
}

/** One report per evaluated fulfillment, its nights read for all of them in one query. */
async function reportsOf(db: DbOrTx, rows: Awaited<ReturnType<typeof findCompliance>>, now: Date) {
  const starts = rows.map((row) => row.periodStart).sort();
  const [first, last] = [starts[0], starts.at(-1)];
  if (!first || !last) return [];
  const stored = await findNightsOf(
    db,
    rows.map((row) => row.fulfillmentId),
    first,
    lastDayOf(last),
  );
  return rows.map((row): ComplianceReport => {
    const periodEnd = lastDayOf(row.periodStart);
    const nights = (stored.get(row.fulfillmentId) ?? []).filter(
      (night) => night.date >= row.periodStart && night.date <= periodEnd,
    );
    const evaluation = evaluateCompliance({ periodStart: row.periodStart, nights, today: isoDay(now) });
    return {
      fulfillmentConfirmationNumber: row.confirmationNumber,
      ...evaluation,
      averageAhi: averageOverUsedNights(nights, (night) => night.ahi),
      averageLeak95: averageOverUsedNights(nights, (night) => night.leak95),
      nights,
    };
  });
}

/** The compliance of a provider's own work order (one report per fulfillment with usage data). */
export async function getWorkOrderCompliance(
  db: Database,
  auth: AuthContext,
  consultationId: string,
  caller: AuditCaller,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const owned = auth.profileId ? await findOwnedWorkOrder(tx, auth.profileId, consultationId) : undefined;
    if (!owned) throw notFound(WORK_ORDER_ERRORS.invalidId);
    const rows = await findCompliance(tx, { consultationId });
    await recordAccess(tx, caller, {
      action: 'compliance.viewed',
      subjectType: 'consultation',
      subjectId: consultationId,
      details: { fulfillments: rows.map((row) => row.fulfillmentId) },
    });
    return reportsOf(tx, rows, now);
  });
}

/** The compliance of a fulfillment, for its supplier or the provider of its work order. */
export async function getFulfillmentCompliance(
  db: Database,
  auth: AuthContext,
  number: string,
  caller: AuditCaller,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await findFulfillmentByNumber(tx, number);
    const mayRead =
      row &&
      ((auth.role === 'supplier' && row.supplier.id === auth.profileId) ||
        (auth.role === 'provider' && row.consultation?.providerId === auth.profileId));
    if (!row || !mayRead) throw notFound(TRACKING_MESSAGES.invalidLink);
    const rows = await findCompliance(tx, { fulfillmentId: row.fulfillment.id });
    await recordAccess(tx, caller, {
      action: 'compliance.viewed',
      subjectType: 'fulfillment',
      subjectId: row.fulfillment.id,
    });
    return reportsOf(tx, rows, now);
  });
}
