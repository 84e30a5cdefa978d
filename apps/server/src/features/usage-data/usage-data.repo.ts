import type { ComplianceState } from '@dme/shared/compliance/rule';
import { and, asc, eq, gte, inArray, lte, min, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { fulfillments, orders, shipments, usageCompliance, usageNights } from '../../db/schema/index';
import type { UsageNight } from './usage-csv';

/** The day the first shipment of the fulfillment was marked delivered (UTC), if any. */
export async function findDeliveryDate(db: DbOrTx, fulfillmentId: string) {
  const [row] = await db
    .select({ deliveredAt: min(shipments.deliveredAt) })
    .from(shipments)
    .where(eq(shipments.fulfillmentId, fulfillmentId));
  return row?.deliveredAt ? new Date(row.deliveredAt).toISOString().slice(0, 10) : null;
}

/** Re-uploading a night replaces it: the (fulfillment, night) key makes the import idempotent. */
export async function upsertNights(
  tx: DbOrTx,
  fulfillmentId: string,
  sourceAttachmentId: string | null,
  nights: UsageNight[],
) {
  if (nights.length === 0) return;
  await tx
    .insert(usageNights)
    .values(
      nights.map((night) => ({
        fulfillmentId,
        night: night.date,
        minutesUsed: night.minutes,
        ahi: night.ahi,
        leak95: night.leak95,
        sourceAttachmentId,
      })),
    )
    .onConflictDoUpdate({
      target: [usageNights.fulfillmentId, usageNights.night],
      set: {
        minutesUsed: sql`excluded.minutes_used`,
        ahi: sql`excluded.ahi`,
        leak95: sql`excluded.leak_95`,
        sourceAttachmentId: sql`excluded.source_attachment_id`,
      },
    });
}

interface StoredNight {
  date: string;
  minutes: number;
  ahi: number | null;
  leak95: number | null;
}

/** The stored nights of these fulfillments between two dates, each fulfillment's oldest first: one query. */
export async function findNightsOf(db: DbOrTx, fulfillmentIds: string[], from: string, to: string) {
  const rows = await db
    .select({
      fulfillmentId: usageNights.fulfillmentId,
      date: usageNights.night,
      minutes: usageNights.minutesUsed,
      ahi: usageNights.ahi,
      leak95: usageNights.leak95,
    })
    .from(usageNights)
    .where(
      and(
        inArray(usageNights.fulfillmentId, fulfillmentIds),
        gte(usageNights.night, from),
        lte(usageNights.night, to),
      ),
    )
    .orderBy(asc(usageNights.night));
  const nights = new Map<string, StoredNight[]>();
  for (const { fulfillmentId, ...night } of rows) {
    const list = nights.get(fulfillmentId) ?? [];
    list.push(night);
    nights.set(fulfillmentId, list);
  }
  return nights;
}

/** The stored nights of a fulfillment between two dates, oldest first. */
export async function findNights(db: DbOrTx, fulfillmentId: string, from: string, to: string) {
  return (await findNightsOf(db, [fulfillmentId], from, to)).get(fulfillmentId) ?? [];
}

export async function saveCompliance(
  tx: DbOrTx,
  row: {
    fulfillmentId: string;
    consultationId: string | null;
    state: ComplianceState;
    periodStart: string;
    reportedThrough: string | null;
  },
  now: Date,
) {
  await tx
    .insert(usageCompliance)
    .values({ ...row, evaluatedAt: now })
    .onConflictDoUpdate({
      target: usageCompliance.fulfillmentId,
      set: {
        state: row.state,
        periodStart: row.periodStart,
        reportedThrough: row.reportedThrough,
        evaluatedAt: now,
      },
    });
}

/** The evaluated fulfillments of these ids, or of a work order's orders, newest first. */
export function findCompliance(db: DbOrTx, where: { consultationId: string } | { fulfillmentId: string }) {
  return db
    .select({
      fulfillmentId: usageCompliance.fulfillmentId,
      periodStart: usageCompliance.periodStart,
      confirmationNumber: fulfillments.confirmationNumber,
    })
    .from(usageCompliance)
    .innerJoin(fulfillments, eq(fulfillments.id, usageCompliance.fulfillmentId))
    .innerJoin(orders, eq(orders.id, fulfillments.orderId))
    .where(
      'consultationId' in where
        ? eq(orders.consultationId, where.consultationId)
        : eq(usageCompliance.fulfillmentId, where.fulfillmentId),
    )
    .orderBy(sql`${fulfillments.createdAt} desc`);
}

/**
 * The dashboard filter: the work order has a fulfillment in this compliance state. A semi-join
 * served by usage_compliance_state_idx (state, consultation_id); the caller scopes the provider.
 */
export const inComplianceState = (consultationId: AnyPgColumn, state: ComplianceState) =>
  sql`exists (select 1 from ${usageCompliance} where ${usageCompliance.state} = ${state} and ${usageCompliance.consultationId} = ${consultationId})`;
