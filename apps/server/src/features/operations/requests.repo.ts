import type { RequestKind, RequestListQuery, RequestState } from '@dme/shared/operations/requests';
import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { contactRequests, supportRequests } from '../../db/schema/index';
import { containsPattern, pageWindow } from './pages.repo';

type Table = typeof supportRequests | typeof contactRequests;

function conditionsOf(table: Table, query: RequestListQuery, searched: SQL[]) {
  const conditions: (SQL | undefined)[] = [];
  if (query.state === 'open') conditions.push(isNull(table.closedAt));
  if (query.state === 'closed') conditions.push(isNotNull(table.closedAt));
  if (query.query) conditions.push(or(...searched));
  return and(...conditions);
}

function supportSelect(db: DbOrTx, query: RequestListQuery) {
  const pattern = containsPattern(query.query ?? '');
  return db
    .select({
      id: supportRequests.id,
      kind: sql<RequestKind>`'support'`.as('kind'),
      name: sql<string | null>`${supportRequests.name}`.as('name'),
      email: sql<string | null>`${supportRequests.email}`.as('email'),
      phoneNumber: sql<string | null>`null::text`.as('phone_number'),
      subject: sql<string | null>`${supportRequests.subject}`.as('subject'),
      fields: sql<
        Record<string, unknown>
      >`jsonb_build_object('description', ${supportRequests.description})`.as('fields'),
      createdAt: supportRequests.createdAt,
      closedAt: supportRequests.closedAt,
    })
    .from(supportRequests)
    .where(
      conditionsOf(supportRequests, query, [
        ilike(supportRequests.name, pattern),
        ilike(supportRequests.email, pattern),
        ilike(supportRequests.subject, pattern),
      ]),
    );
}

function insuranceSelect(db: DbOrTx, query: RequestListQuery) {
  const pattern = containsPattern(query.query ?? '');
  return db
    .select({
      id: contactRequests.id,
      kind: sql<RequestKind>`'insurance'`.as('kind'),
      name: sql<string | null>`${contactRequests.details}->>'fullName'`.as('name'),
      email: sql<string | null>`${contactRequests.email}`.as('email'),
      phoneNumber: sql<string | null>`${contactRequests.phoneNumber}`.as('phone_number'),
      subject: sql<string | null>`${contactRequests.insuranceCarrierName}`.as('subject'),
      fields: sql<
        Record<string, unknown>
      >`coalesce(${contactRequests.details}, '{}'::jsonb) || jsonb_strip_nulls(
        jsonb_build_object('bestTimeToCall', ${contactRequests.bestTimeToCall}, 'physicianName', ${contactRequests.physicianName}))`.as(
        'fields',
      ),
      createdAt: contactRequests.createdAt,
      closedAt: contactRequests.closedAt,
    })
    .from(contactRequests)
    .where(
      conditionsOf(contactRequests, query, [
        ilike(contactRequests.email, pattern),
        ilike(contactRequests.phoneNumber, pattern),
        ilike(contactRequests.insuranceCarrierName, pattern),
        sql`${contactRequests.details}->>'fullName' ilike ${pattern}`,
      ]),
    );
}

/** Both queues newest first, or one of them; each side is read through its own created_at index. */
export async function findRequestPage(db: DbOrTx, query: RequestListQuery) {
  const { limit, offset } = pageWindow(query.page);
  const support = () => supportSelect(db, query);
  const insurance = () => insuranceSelect(db, query);
  const source =
    query.kind === 'support'
      ? support()
      : query.kind === 'insurance'
        ? insurance()
        : unionAll(support(), insurance());
  return source.orderBy(desc(sql`created_at`), desc(sql`id`)).limit(limit).offset(offset);
}

export async function countRequests(db: DbOrTx, query: RequestListQuery) {
  const count = async (select: ReturnType<typeof supportSelect> | ReturnType<typeof insuranceSelect>) => {
    const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(select.as('q'));
    return row?.n ?? 0;
  };
  const [support, insurance] = await independentReads(
    db,
    async () => (query.kind === 'insurance' ? 0 : count(supportSelect(db, query))),
    async () => (query.kind === 'support' ? 0 : count(insuranceSelect(db, query))),
  );
  return support + insurance;
}

/** Opens or closes a request; false when there is no such request. */
export async function setRequestState(
  db: DbOrTx,
  kind: RequestKind,
  id: string,
  state: RequestState,
  userId: string,
  now: Date,
) {
  const table: Table = kind === 'support' ? supportRequests : contactRequests;
  const values =
    state === 'closed' ? { closedAt: now, closedByUserId: userId } : { closedAt: null, closedByUserId: null };
  const rows = await db.update(table).set(values).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}
