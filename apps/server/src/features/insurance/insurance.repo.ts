import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import {
  carrierFeeSchedules,
  hcpcsCodes,
  insuranceCarriers,
  insuranceStatuses,
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
 * The carrier's fee schedule as `{ HCPCS code: allowed cents }`, aggregated next to the status that
 * names it; in code order, so equal plans have equal catalogue-page keys.
 */
const feeScheduleOfStatus = sql<Record<string, number> | null>`(
  select json_object_agg(${hcpcsCodes.code}, ${carrierFeeSchedules.allowedCents} order by ${hcpcsCodes.code})
  from ${carrierFeeSchedules}
  join ${hcpcsCodes} on ${hcpcsCodes.id} = ${carrierFeeSchedules.hcpcsCodeId}
  where ${carrierFeeSchedules.carrierId} = ${insuranceStatuses.carrierId}
)`;

// Every priced read of an insured patient asks this: one prepared statement, one round trip.
const sessionPlan = perDatabase((db) =>
  db
    .select({
      status: insuranceStatuses.status,
      benefits: insuranceStatuses.benefits,
      dmeBenefitsConfirmed: insuranceStatuses.dmeBenefitsConfirmed,
      allowedUnitCents: feeScheduleOfStatus,
    })
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

/** A status of this session with its benefits and its carrier's fee schedule; another session's gives nothing. */
export async function findSessionPlan(db: DbOrTx, sessionId: string, statusId: string) {
  const [row] = await sessionPlan(db).execute({ sessionId, statusId });
  return row;
}
