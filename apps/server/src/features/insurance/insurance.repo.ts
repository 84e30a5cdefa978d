import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { perDatabase, perDatabaseCache } from '../../db/per-database';
import {
  carrierFeeSchedules,
  hcpcsCodes,
  insuranceCarriers,
  insuranceStatuses,
  patientSessions,
  supplierCarriers,
} from '../../db/schema/index';

const hasSuppliers = sql<boolean>`exists (select 1 from ${supplierCarriers} where ${supplierCarriers.carrierId} = ${insuranceCarriers.id})`;

export function findCarriers(db: DbOrTx) {
  return db
    .select({
      uuid: insuranceCarriers.id,
      name: insuranceCarriers.name,
      payerId: insuranceCarriers.payerId,
      hasSuppliers,
    })
    .from(insuranceCarriers)
    .orderBy(asc(insuranceCarriers.name));
}

export async function findCarrier(db: DbOrTx, id: string) {
  const [carrier] = await db
    .select({
      id: insuranceCarriers.id,
      name: insuranceCarriers.name,
      payerId: insuranceCarriers.payerId,
      hasSuppliers,
    })
    .from(insuranceCarriers)
    .where(eq(insuranceCarriers.id, id))
    .limit(1);
  return carrier;
}

export async function insertInsuranceStatus(db: DbOrTx, values: typeof insuranceStatuses.$inferInsert) {
  const [status] = await db.insert(insuranceStatuses).values(values).returning();
  if (!status) throw new Error('insurance status insert returned nothing');
  return status;
}

/** A status of this session only: a status id from elsewhere is as good as none. */
export async function findSessionStatus(db: DbOrTx, sessionId: string, statusId: string) {
  const [row] = await db
    .select({ status: insuranceStatuses, carrierName: insuranceCarriers.name })
    .from(insuranceStatuses)
    .innerJoin(insuranceCarriers, eq(insuranceCarriers.id, insuranceStatuses.carrierId))
    .where(and(eq(insuranceStatuses.id, statusId), eq(insuranceStatuses.sessionId, sessionId)))
    .limit(1);
  return row;
}

export async function findLatestUserStatus(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ status: insuranceStatuses, carrierName: insuranceCarriers.name })
    .from(insuranceStatuses)
    .innerJoin(insuranceCarriers, eq(insuranceCarriers.id, insuranceStatuses.carrierId))
    .where(
      and(
        eq(insuranceStatuses.userId, userId),
        inArray(insuranceStatuses.status, ['active', 'requires_authorization']),
      ),
    )
    .orderBy(desc(insuranceStatuses.createdAt))
    .limit(1);
  return row;
}

/**
 * Every carrier's fee schedule as `{ HCPCS code: allowed cents }`. Fee schedules are reference data
 * written only by the catalogue load at start (`db/prepare.ts`), so each process reads them once per
 * database, like the catalogue: a priced read then costs no fee-schedule query or JSON aggregate, and
 * every plan of a carrier shares one frozen object.
 */
const feeSchedules = perDatabaseCache(async (db) => {
  const rows = await db
    .select({
      carrierId: carrierFeeSchedules.carrierId,
      code: hcpcsCodes.code,
      allowedCents: carrierFeeSchedules.allowedCents,
    })
    .from(carrierFeeSchedules)
    .innerJoin(hcpcsCodes, eq(hcpcsCodes.id, carrierFeeSchedules.hcpcsCodeId));
  const byCarrier = new Map<string, Record<string, number>>();
  for (const { carrierId, code, allowedCents } of rows) {
    const schedule = byCarrier.get(carrierId) ?? {};
    schedule[code] = allowedCents;
    byCarrier.set(carrierId, schedule);
  }
  return new Map([...byCarrier].map(([carrierId, schedule]) => [carrierId, Object.freeze(schedule)]));
});

const NO_FEE_SCHEDULE: Readonly<Record<string, number>> = Object.freeze({});

/** A carrier's allowed amount per HCPCS code (from the process's cache); none set: nothing is covered. */
export async function findFeeSchedule(db: DbOrTx, carrierId: string) {
  return (await feeSchedules(db)).get(carrierId) ?? NO_FEE_SCHEDULE;
}

/** What of an insurance status prices a session's reads (its carrier names the fee schedule). */
const pricingStatusColumns = {
  status: insuranceStatuses.status,
  benefits: insuranceStatuses.benefits,
  dmeBenefitsConfirmed: insuranceStatuses.dmeBenefitsConfirmed,
  carrierId: insuranceStatuses.carrierId,
};

const requestedStatus = alias(insuranceStatuses, 'requested_status');
const currentStatus = alias(insuranceStatuses, 'current_status');

/** The requested status's column when this session has it, else the current status's. */
const preferRequested = <Column extends keyof typeof pricingStatusColumns>(column: Column) =>
  sql<
    (typeof insuranceStatuses.$inferSelect)[Column]
  >`case when ${requestedStatus.id} is not null then ${requestedStatus[column]} else ${currentStatus[column]} end`;

/**
 * The status that prices a session, joined to the session's own read (DESIGN §4): the one the
 * `requestedStatusId` placeholder names when it is this session's, else the session's current one
 * (never another session's). Two primary-key joins, so the session read stays one statement and
 * one row per session (the cart's read joins its items as well), and PostgreSQL sets up no sort
 * and no bitmap scan for it on every execution (a lateral `order by … limit 1` did; issue 18).
 * Select `sessionPricingStatusColumns` with it.
 */
export function joinSessionPricingStatus<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(
      requestedStatus,
      and(
        eq(requestedStatus.id, sql`${sql.placeholder('requestedStatusId')}::uuid`),
        eq(requestedStatus.sessionId, patientSessions.id),
      ),
    )
    .leftJoin(
      currentStatus,
      and(
        eq(currentStatus.id, patientSessions.insuranceStatusId),
        eq(currentStatus.sessionId, patientSessions.id),
      ),
    );
}

/** The pricing status's columns in a read joined by `joinSessionPricingStatus`. */
export const sessionPricingStatusColumns = {
  status: preferRequested('status'),
  benefits: preferRequested('benefits'),
  dmeBenefitsConfirmed: preferRequested('dmeBenefitsConfirmed'),
  carrierId: preferRequested('carrierId'),
};

// Priced reads outside the session read (checkout, the eligibility reply) ask this: one prepared statement.
const sessionPlan = perDatabase((db) =>
  db
    .select(pricingStatusColumns)
    .from(insuranceStatuses)
    .where(
      and(
        eq(insuranceStatuses.id, sql.placeholder('statusId')),
        eq(insuranceStatuses.sessionId, sql.placeholder('sessionId')),
      ),
    )
    .limit(1)
    .prepare('find_session_plan'),
);

/** A status of this session with what prices it; another session's gives nothing. */
export async function findSessionPlan(db: DbOrTx, sessionId: string, statusId: string) {
  const [row] = await sessionPlan(db).execute({ sessionId, statusId });
  return row;
}

export type PricingStatus = NonNullable<Awaited<ReturnType<typeof findSessionPlan>>>;
