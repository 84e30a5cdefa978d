import { FAX_INBOX_STATUSES, FAX_PAGE_SIZE, type FaxStatus } from '@dme/shared/operations/faxes';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { blobs, consultations, inboundFaxes } from '../../db/schema/index';

export type NewInboundFax = typeof inboundFaxes.$inferInsert;

/** Inserts the fax, or answers nothing when its provider id was received before (a retried webhook). */
export async function insertFax(db: DbOrTx, values: NewInboundFax) {
  const [row] = await db.insert(inboundFaxes).values(values).onConflictDoNothing().returning();
  return row;
}

export const findFaxByExternalId = async (db: DbOrTx, source: NewInboundFax['source'], externalId: string) =>
  (
    await db
      .select()
      .from(inboundFaxes)
      .where(and(eq(inboundFaxes.source, source), eq(inboundFaxes.externalId, externalId)))
      .limit(1)
  )[0];

export const findFax = async (db: DbOrTx, id: string) =>
  (await db.select().from(inboundFaxes).where(eq(inboundFaxes.id, id)).limit(1))[0];

/** Locks the fax for an admin's assign or discard, so two admins cannot both act on it. */
export const lockFax = async (db: DbOrTx, id: string) =>
  (await db.select().from(inboundFaxes).where(eq(inboundFaxes.id, id)).for('update').limit(1))[0];

export async function updateFax(db: DbOrTx, id: string, values: Partial<NewInboundFax>) {
  const [row] = await db.update(inboundFaxes).set(values).where(eq(inboundFaxes.id, id)).returning();
  return row;
}

export const findWorkOrderByReferralCode = async (db: DbOrTx, referralCode: string) =>
  (
    await db
      .select({ id: consultations.id, referralCode: consultations.referralCode })
      .from(consultations)
      .where(eq(consultations.referralCode, referralCode))
      .limit(1)
  )[0];

/** One page of the console's list, newest first. */
export async function listFaxes(
  db: DbOrTx,
  filter: { status?: FaxStatus | 'inbox'; query?: string; page: number },
) {
  const conditions: SQL[] = [];
  if (filter.status === 'inbox') conditions.push(inArray(inboundFaxes.status, [...FAX_INBOX_STATUSES]));
  else if (filter.status) conditions.push(eq(inboundFaxes.status, filter.status));
  if (filter.query) {
    const pattern = `%${filter.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const code = filter.query.replace(/[\s-]/g, '').toUpperCase();
    const text = or(ilike(inboundFaxes.sender, pattern), eq(inboundFaxes.referralCode, code));
    if (text) conditions.push(text);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await independentReads(
    db,
    () =>
      db
        .select()
        .from(inboundFaxes)
        .where(where)
        .orderBy(desc(inboundFaxes.receivedAt), desc(inboundFaxes.id))
        .limit(FAX_PAGE_SIZE)
        .offset((filter.page - 1) * FAX_PAGE_SIZE),
    () => db.select({ value: count() }).from(inboundFaxes).where(where),
  );
  return { rows, total: total?.value ?? 0 };
}

export const findBlobs = (db: DbOrTx, ids: string[]) =>
  ids.length ? db.select().from(blobs).where(inArray(blobs.id, ids)) : Promise.resolve([]);
