import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type MessageChannel, messageOptOuts, orders, smsConsents, smsMessages } from '../../db/schema/index';

/** Where an order's messages go: its e-mail, and the phone its patient agreed to get texts on. */
export async function findOrderContact(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      confirmationNumber: orders.confirmationNumber,
      email: orders.customerEmail,
      phone: smsConsents.phone,
    })
    .from(orders)
    .leftJoin(smsConsents, eq(smsConsents.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The channels among these addresses that asked for no more messages. */
export async function findOptedOut(db: DbOrTx, addresses: { channel: MessageChannel; address: string }[]) {
  if (addresses.length === 0) return new Set<MessageChannel>();
  const rows = await db
    .select({ channel: messageOptOuts.channel })
    .from(messageOptOuts)
    .where(
      or(
        ...addresses.map((a) =>
          and(eq(messageOptOuts.channel, a.channel), eq(messageOptOuts.address, a.address)),
        ),
      ),
    );
  return new Set(rows.map((row) => row.channel));
}

export function insertOptOut(db: DbOrTx, channel: MessageChannel, address: string) {
  return db.insert(messageOptOuts).values({ channel, address }).onConflictDoNothing();
}

export function deleteOptOut(db: DbOrTx, channel: MessageChannel, address: string) {
  return db
    .delete(messageOptOuts)
    .where(and(eq(messageOptOuts.channel, channel), eq(messageOptOuts.address, address)));
}

/** The channels of these addresses that asked for no more messages, by address. */
export async function findOptedOutAddresses(db: DbOrTx, channel: MessageChannel, addresses: string[]) {
  if (addresses.length === 0) return new Set<string>();
  const rows = await db
    .select({ address: messageOptOuts.address })
    .from(messageOptOuts)
    .where(and(eq(messageOptOuts.channel, channel), inArray(messageOptOuts.address, addresses)));
  return new Set(rows.map((row) => row.address));
}

/**
 * Where a signed-in patient's order messages go: the e-mails her orders were placed with and the
 * numbers she agreed to texts on, the most recently agreed first.
 */
export async function findAccountContacts(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ email: orders.customerEmail, phone: smsConsents.phone, consentedAt: smsConsents.consentedAt })
    .from(orders)
    .leftJoin(smsConsents, eq(smsConsents.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .orderBy(sql`${smsConsents.consentedAt} desc nulls last`, desc(orders.createdAt));
  return {
    hasOrders: rows.length > 0,
    emails: [...new Set(rows.map((row) => normalizeEmail(row.email)))],
    phones: [...new Set(rows.flatMap((row) => (row.phone ? [row.phone] : [])))],
  };
}

/** Texts about every order of the account go to `phone` from now on, as the patient agreed. */
export function upsertAccountSmsConsent(db: DbOrTx, userId: string, phone: string, source: string) {
  return db
    .insert(smsConsents)
    .select(
      db
        .select({
          orderId: orders.id,
          phone: sql<string>`${phone}`.as('phone'),
          source: sql<string>`${source}`.as('source'),
          consentedAt: sql<Date>`now()`.as('consented_at'),
        })
        .from(orders)
        .where(eq(orders.userId, userId)),
    )
    .onConflictDoUpdate({
      target: smsConsents.orderId,
      set: {
        phone: sql`excluded.phone`,
        source: sql`excluded.source`,
        consentedAt: sql`excluded.consented_at`,
      },
    });
}

export function upsertSmsConsent(db: DbOrTx, values: { orderId: string; phone: string; source: string }) {
  return db
    .insert(smsConsents)
    .values(values)
    .onConflictDoUpdate({
      target: smsConsents.orderId,
      set: { phone: values.phone, source: values.source, consentedAt: new Date() },
    });
}

export async function insertSmsMessage(db: DbOrTx, to: string, body: string) {
  const [row] = await db.insert(smsMessages).values({ to, body }).returning({ id: smsMessages.id });
  if (!row) throw new Error('sms insert returned nothing');
  return row.id;
}

export async function findSmsMessage(db: DbOrTx, id: string) {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, id)).limit(1);
  return row;
}

export function markSms(
  db: DbOrTx,
  id: string,
  values: Pick<typeof smsMessages.$inferInsert, 'status' | 'providerReference' | 'sentAt'>,
) {
  return db.update(smsMessages).set(values).where(eq(smsMessages.id, id));
}

export function listRecentSms(db: DbOrTx, limit: number) {
  return db
    .select({
      to: smsMessages.to,
      body: smsMessages.body,
      status: smsMessages.status,
      createdAt: smsMessages.createdAt,
    })
    .from(smsMessages)
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(limit);
}

export async function findLatestOrderOfConsultation(db: DbOrTx, consultationId: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.consultationId, consultationId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.id;
}
