import type { SupplierListQuery, SupplierUpdate } from '@dme/shared/operations/suppliers';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  hcpcsCodes,
  insuranceCarriers,
  supplierCarriers,
  supplierHcpcsCodes,
  suppliers,
} from '../../db/schema/index';
import { containsPattern, pageWindow, totalOverAll } from './pages.repo';

// The outer row is named in full: drizzle writes a column of the selected table unqualified, and a
// bare "id" inside these subqueries would be the joined table's own.
const codesOf = sql<string[]>`coalesce((select array_agg(h.code order by h.code) from ${supplierHcpcsCodes} sh
  join ${hcpcsCodes} h on h.id = sh.hcpcs_code_id where sh.supplier_id = "suppliers"."id"), '{}')`;
const carriersOf = sql<string[]>`coalesce((select array_agg(sc.carrier_id::text order by sc.carrier_id)
  from ${supplierCarriers} sc where sc.supplier_id = "suppliers"."id"), '{}')`;

const supplierColumns = {
  id: suppliers.id,
  name: suppliers.name,
  email: suppliers.email,
  phoneNumber: suppliers.phoneNumber,
  status: suppliers.status,
  serviceStates: suppliers.serviceStates,
  serviceZipPrefixes: suppliers.serviceZipPrefixes,
  sameDayCutoff: suppliers.sameDayCutoff,
  timeZone: suppliers.timeZone,
  hcpcsCodes: codesOf,
  carrierIds: carriersOf,
  createdAt: suppliers.createdAt,
};

/** A page of suppliers by name; the codes and carriers of the page's rows only. */
export async function findSupplierPage(db: DbOrTx, query: SupplierListQuery) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(suppliers.status, query.status));
  if (query.query) {
    const pattern = containsPattern(query.query);
    conditions.push(or(ilike(suppliers.name, pattern), ilike(suppliers.email, pattern)) as SQL);
  }
  const { limit, offset } = pageWindow(query.page);
  return db
    .select({ ...supplierColumns, total: totalOverAll })
    .from(suppliers)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id))
    .limit(limit)
    .offset(offset);
}

export async function findSupplier(db: DbOrTx, id: string) {
  const [row] = await db.select(supplierColumns).from(suppliers).where(eq(suppliers.id, id)).limit(1);
  return row;
}

/** The ids of these HCPCS codes; a code missing from the catalogue is missing from the answer. */
export async function findHcpcsIds(db: DbOrTx, codes: string[]) {
  if (!codes.length) return [];
  return db
    .select({ id: hcpcsCodes.id, code: hcpcsCodes.code })
    .from(hcpcsCodes)
    .where(inArray(hcpcsCodes.code, codes));
}

export async function countCarriers(db: DbOrTx, ids: string[]) {
  if (!ids.length) return 0;
  const [row] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(insuranceCarriers)
    .where(inArray(insuranceCarriers.id, ids));
  return row?.count ?? 0;
}

export async function insertSupplier(db: DbOrTx, values: typeof suppliers.$inferInsert) {
  const [row] = await db.insert(suppliers).values(values).returning({ id: suppliers.id });
  if (!row) throw new Error('supplier insert returned nothing');
  return row.id;
}

/** Updates the profile, service area and delivery terms; false when no such supplier. */
export async function updateSupplierRow(
  db: DbOrTx,
  id: string,
  values: Pick<
    SupplierUpdate,
    'name' | 'status' | 'serviceStates' | 'serviceZipPrefixes' | 'sameDayCutoff' | 'timeZone'
  > & {
    phoneNumber: string | null;
  },
) {
  const rows = await db
    .update(suppliers)
    .set(values)
    .where(eq(suppliers.id, id))
    .returning({ id: suppliers.id });
  return rows.length > 0;
}

/** Replaces what the supplier carries and whom it is in network with. */
export async function replaceSupplierCatalogue(
  db: DbOrTx,
  supplierId: string,
  hcpcsCodeIds: string[],
  carrierIds: string[],
) {
  await db.delete(supplierHcpcsCodes).where(eq(supplierHcpcsCodes.supplierId, supplierId));
  await db.delete(supplierCarriers).where(eq(supplierCarriers.supplierId, supplierId));
  if (hcpcsCodeIds.length)
    await db
      .insert(supplierHcpcsCodes)
      .values(hcpcsCodeIds.map((hcpcsCodeId) => ({ supplierId, hcpcsCodeId })));
  if (carrierIds.length)
    await db.insert(supplierCarriers).values(carrierIds.map((carrierId) => ({ supplierId, carrierId })));
}
