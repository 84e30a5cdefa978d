import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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

export async function findFeeSchedule(db: DbOrTx, carrierId: string) {
  const rows = await db
    .select({ code: hcpcsCodes.code, allowedCents: carrierFeeSchedules.allowedCents })
    .from(carrierFeeSchedules)
    .innerJoin(hcpcsCodes, eq(hcpcsCodes.id, carrierFeeSchedules.hcpcsCodeId))
    .where(eq(carrierFeeSchedules.carrierId, carrierId));
  return Object.fromEntries(rows.map((row) => [row.code, row.allowedCents]));
}
