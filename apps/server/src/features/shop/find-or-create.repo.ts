import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cartItems,
  carts,
  consultationClaims,
  consultations,
  hcpcsCodes,
  patients,
  productCategories,
  products,
  productVariants,
  productVerticals,
} from '../../db/schema/index';

/** The vertical of the first item in the cart, if any. */
export async function findCartVerticalId(db: DbOrTx, cartId: string) {
  const [row] = await db
    .select({ id: productVerticals.id })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.productVariantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(hcpcsCodes, eq(hcpcsCodes.id, products.hcpcsCodeId))
    .innerJoin(productCategories, eq(productCategories.id, hcpcsCodes.categoryId))
    .innerJoin(productVerticals, eq(productVerticals.id, productCategories.verticalId))
    .where(eq(cartItems.cartId, cartId))
    .limit(1);
  return row?.id;
}

export async function findFirstVerticalId(db: DbOrTx) {
  const [row] = await db
    .select({ id: productVerticals.id })
    .from(productVerticals)
    .orderBy(asc(productVerticals.position))
    .limit(1);
  return row?.id;
}

/** The newest provider-written work order for this e-mail and phone (digits compared, any format). */
export async function findWorkOrderIdForContact(db: DbOrTx, email: string, phoneDigits: string) {
  const [row] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(
      and(
        eq(consultations.patientEmail, email),
        sql`regexp_replace(coalesce(${consultations.patientPhone}, ''), '\\D', '', 'g') = ${phoneDigits}`,
        eq(consultations.inboundLead, false),
      ),
    )
    .orderBy(sql`${consultations.createdAt} desc`)
    .limit(1);
  return row?.id;
}

/** Stores a claim and retires the session's earlier unused ones, so only the newest code works. */
export async function replaceOpenClaims(
  db: DbOrTx,
  claim: typeof consultationClaims.$inferInsert & { id: string; sessionId: string },
  now: Date,
) {
  await db
    .update(consultationClaims)
    .set({ usedAt: now })
    .where(and(eq(consultationClaims.sessionId, claim.sessionId), isNull(consultationClaims.usedAt)));
  await db.insert(consultationClaims).values(claim);
}

/**
 * Counts a try against the session's newest live claim, in one atomic statement, and answers the
 * claim with its count after it (undefined when the session has no live claim).
 */
export async function countClaimAttempt(db: DbOrTx, sessionId: string, now: Date) {
  const latest = db
    .select({ id: consultationClaims.id })
    .from(consultationClaims)
    .where(
      and(
        eq(consultationClaims.sessionId, sessionId),
        isNull(consultationClaims.usedAt),
        gt(consultationClaims.expiresAt, now),
      ),
    )
    .orderBy(desc(consultationClaims.createdAt))
    .limit(1);
  const [claim] = await db
    .update(consultationClaims)
    .set({ attempts: sql`${consultationClaims.attempts} + 1` })
    .where(inArray(consultationClaims.id, latest))
    .returning();
  return claim;
}

/** False when the claim was used meanwhile: a code works once. */
export async function markClaimUsed(db: DbOrTx, claimId: string, now: Date) {
  const used = await db
    .update(consultationClaims)
    .set({ usedAt: now })
    .where(and(eq(consultationClaims.id, claimId), isNull(consultationClaims.usedAt)))
    .returning({ id: consultationClaims.id });
  return used.length > 0;
}

/** A new patient and the inbound-lead work order of their own. */
export async function insertInboundLead(
  db: DbOrTx,
  patient: typeof patients.$inferInsert,
  workOrder: Omit<typeof consultations.$inferInsert, 'patientId' | 'inboundLead'>,
) {
  const [created] = await db.insert(patients).values(patient).returning({ id: patients.id });
  const [lead] = await db
    .insert(consultations)
    .values({ ...workOrder, patientId: created?.id, inboundLead: true })
    .returning({ id: consultations.id });
  return lead?.id ?? null;
}

export async function setCartWorkOrder(db: DbOrTx, cartId: string, consultationId: string) {
  await db.update(carts).set({ consultationId }).where(eq(carts.id, cartId));
}
