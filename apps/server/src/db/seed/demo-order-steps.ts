import { normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import { eq, inArray } from 'drizzle-orm';
import { placeOrderFromCart, type ShippingAddress } from '../../features/orders/place-order';
import type { Database, Transaction } from '../client';
import {
  cartItems,
  carts,
  consultations,
  fulfillments,
  hcpcsCodes,
  lineItems,
  orders,
  patientSessions,
  products,
  productVariants,
  shipmentItems,
  shipments,
} from '../schema/index';

/** Where the demo patient (Jordan Lee) has her orders shipped. */
export const DEMO_PATIENT_ADDRESS: ShippingAddress = {
  line1: '350 S Grand Ave',
  line2: 'Apt 12',
  city: 'Los Angeles',
  state: 'CA',
  postalCode: '90071',
  country: 'US',
};

/**
 * The work order behind a demo referral code, unless an order was already placed with it: each
 * demo order is seeded once, so restarting the server leaves the demo data as it is.
 */
export async function unorderedDemoWorkOrder(db: Database, referralCode: string) {
  const [consultation] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(eq(consultations.referralCode, normalizeReferralCode(referralCode)))
    .limit(1);
  if (!consultation) return null;
  const [placed] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.consultationId, consultation.id))
    .limit(1);
  return placed ? null : consultation;
}

/** A patient session opened with the referral code, and its cart holding one variant per HCPCS code. */
export async function demoCart(tx: Transaction, consultationId: string, hcpcs: string[], tokenLabel: string) {
  const [session] = await tx
    .insert(patientSessions)
    .values({ tokenHash: `${tokenLabel}-${consultationId}`, consultationId })
    .returning({ id: patientSessions.id });
  if (!session) return null;
  const [cart] = await tx
    .insert(carts)
    .values({ sessionId: session.id, consultationId })
    .returning({ id: carts.id });
  if (!cart) return null;
  const variants = await tx
    .selectDistinctOn([hcpcsCodes.code], { id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(hcpcsCodes, eq(hcpcsCodes.id, products.hcpcsCodeId))
    .where(inArray(hcpcsCodes.code, hcpcs))
    .orderBy(hcpcsCodes.code, productVariants.sku);
  if (variants.length > 0) {
    await tx
      .insert(cartItems)
      .values(variants.map((variant) => ({ cartId: cart.id, productVariantId: variant.id, quantity: 1 })));
  }
  return { sessionId: session.id, cartId: cart.id };
}

/** The cart ordered as a free (fully covered) order is, with no payment to take. */
export function placeDemoOrder(
  tx: Transaction,
  order: {
    cartId: string;
    customer: { name: string; email: string };
    address?: ShippingAddress;
    userId: string | null;
    publicUrl: string;
    /** Signs the e-mails' links (the supplier's tracking link, the patient's order link). */
    secretKey?: string;
  },
) {
  return placeOrderFromCart(tx, {
    ...order,
    address: order.address ?? DEMO_PATIENT_ADDRESS,
    taxCents: 0,
    paymentReference: 'demo',
  });
}

/**
 * Dates an order and its fulfillments back, so the demo dashboards sort as real history would, and
 * its work order to a week before: a clinician writes the order before the patient places it.
 */
export async function backdateOrder(tx: Transaction, orderId: string, placedAt: Date) {
  const [order] = await tx
    .update(orders)
    .set({ createdAt: placedAt })
    .where(eq(orders.id, orderId))
    .returning({ consultationId: orders.consultationId });
  await tx.update(fulfillments).set({ createdAt: placedAt }).where(eq(fulfillments.orderId, orderId));
  if (order?.consultationId)
    await tx
      .update(consultations)
      .set({ createdAt: new Date(placedAt.getTime() - WORK_ORDER_LEAD_DAYS * DAY_MS) })
      .where(eq(consultations.id, order.consultationId));
}

/** How long before the order the demo work orders were written. */
const WORK_ORDER_LEAD_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * Every fulfillment of the order shipped two days before `deliveredAt` and delivered then, with
 * every line in its shipment. Answers the fulfillments' ids.
 */
export async function deliverOrder(tx: Transaction, orderId: string, deliveredAt: Date) {
  const lines = await tx
    .select({ id: lineItems.id, fulfillmentId: lineItems.fulfillmentId })
    .from(lineItems)
    .where(eq(lineItems.orderId, orderId));
  const fulfillmentIds = [...new Set(lines.map((line) => line.fulfillmentId))];
  for (const fulfillmentId of fulfillmentIds) {
    const [shipment] = await tx
      .insert(shipments)
      .values({
        fulfillmentId,
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        deliveredAt,
        createdAt: new Date(deliveredAt.getTime() - 2 * DAY_MS),
      })
      .returning({ id: shipments.id });
    if (!shipment) continue;
    await tx
      .insert(shipmentItems)
      .values(
        lines
          .filter((line) => line.fulfillmentId === fulfillmentId)
          .map((line) => ({ shipmentId: shipment.id, lineItemId: line.id })),
      );
  }
  return fulfillmentIds;
}
