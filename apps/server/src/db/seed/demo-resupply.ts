import { normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import { eq, inArray } from 'drizzle-orm';
import { findUserByEmail } from '../../features/auth/users.repo';
import { placeOrderFromCart } from '../../features/orders/place-order';
import { refreshWorkOrderStatus } from '../../features/orders/work-order-status';
import type { Database } from '../client';
import {
  cartItems,
  carts,
  consultations,
  fulfillments,
  hcpcsCodes,
  insuranceCarriers,
  insuranceStatuses,
  lineItems,
  orders,
  patientSessions,
  products,
  productVariants,
  shipmentItems,
  shipments,
  smsConsents,
  supplierCarriers,
} from '../schema/index';
import { DEMO_EMAILS } from './demo-accounts';
import { seedDemoWorkOrders } from './demo-work-orders';

const DAY_MS = 86_400_000;
/** Delivered 95 days ago: the mask and heated tubing (1 per 3 months) are eligible again; the filters' reminder window has passed. */
export const DEMO_RESUPPLY_DELIVERED_DAYS_AGO = 95;
export const DEMO_RESUPPLY_REFERRAL_CODE = 'CPA-RSP';

const RESUPPLY_WORK_ORDER = {
  referralCode: DEMO_RESUPPLY_REFERRAL_CODE,
  patientName: 'Jordan Lee',
  patientDob: '1991-07-22',
  patientEmail: DEMO_EMAILS.patient,
  patientPhone: '(213) 555-0177',
  providerSignature: 'Maya Okafor',
  providerSignatureDate: '2026-11-02',
  providerAttestation: true,
  eligibleForMachine: true,
  hcpcsCodes: ['E0601', 'A7030', 'A4604', 'A7038'].map((code) => ({
    code,
    lengthOfNeed: 99,
    pressureSetting: 10,
    po2Percent: null,
    arterialSaturationPercent: null,
    icd10Codes: ['G47.33'],
  })),
};

/**
 * A delivered CPAP order of the demo patient (insured by demo member CLN-100-001) whose supplies
 * are due again, so the first job run e-mails (and texts) the resupply reminder to /dev/mail.
 */
export async function seedDemoResupply(db: Database, publicUrl: string) {
  await seedDemoWorkOrders(db, [RESUPPLY_WORK_ORDER]);
  const [consultation] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(eq(consultations.referralCode, normalizeReferralCode(DEMO_RESUPPLY_REFERRAL_CODE)))
    .limit(1);
  if (!consultation) return;
  const [placed] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.consultationId, consultation.id))
    .limit(1);
  if (placed) return;
  const patient = await findUserByEmail(db, DEMO_EMAILS.patient);
  const deliveredAt = new Date(Date.now() - DEMO_RESUPPLY_DELIVERED_DAYS_AGO * DAY_MS);

  await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(patientSessions)
      .values({ tokenHash: `demo-resupply-${consultation.id}`, consultationId: consultation.id })
      .returning({ id: patientSessions.id });
    // A carrier the demo suppliers take, so the order routes as a real one would.
    const [carrier] = await tx
      .select({ id: insuranceCarriers.id })
      .from(supplierCarriers)
      .innerJoin(insuranceCarriers, eq(insuranceCarriers.id, supplierCarriers.carrierId))
      .orderBy(insuranceCarriers.name)
      .limit(1);
    if (!session || !carrier) return;
    const [status] = await tx
      .insert(insuranceStatuses)
      .values({
        sessionId: session.id,
        userId: patient?.id ?? null,
        carrierId: carrier.id,
        memberId: 'CLN-100-001',
        firstName: 'Jordan',
        lastName: 'Lee',
        birthDate: '1991-07-22',
        status: 'active',
        dmeBenefitsConfirmed: true,
        benefits: {
          deductibleRemainingCents: 0,
          coinsuranceBasisPoints: 0,
          copayCents: 0,
          outOfPocketRemainingCents: 500_000,
        },
      })
      .returning({ id: insuranceStatuses.id });
    await tx
      .update(patientSessions)
      .set({ insuranceStatusId: status?.id ?? null })
      .where(eq(patientSessions.id, session.id));
    const [cart] = await tx
      .insert(carts)
      .values({ sessionId: session.id, consultationId: consultation.id })
      .returning({ id: carts.id });
    if (!cart) return;
    const variants = await tx
      .selectDistinctOn([hcpcsCodes.code], { id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .innerJoin(hcpcsCodes, eq(hcpcsCodes.id, products.hcpcsCodeId))
      .where(
        inArray(
          hcpcsCodes.code,
          RESUPPLY_WORK_ORDER.hcpcsCodes.map((line) => line.code),
        ),
      )
      .orderBy(hcpcsCodes.code, productVariants.sku);
    await tx
      .insert(cartItems)
      .values(variants.map((variant) => ({ cartId: cart.id, productVariantId: variant.id, quantity: 1 })));
    const order = await placeOrderFromCart(tx, {
      cartId: cart.id,
      customer: { name: 'Jordan Lee', email: DEMO_EMAILS.patient },
      address: {
        line1: '350 S Grand Ave',
        line2: 'Apt 12',
        city: 'Los Angeles',
        state: 'CA',
        postalCode: '90071',
        country: 'US',
      },
      taxCents: 0,
      paymentReference: 'demo',
      userId: patient?.id ?? null,
      publicUrl,
    });
    // Placed and routed before it was delivered: dated so, it sorts behind today's demo fulfillment.
    const placedAt = new Date(deliveredAt.getTime() - 5 * DAY_MS);
    await tx.update(orders).set({ createdAt: placedAt }).where(eq(orders.id, order.id));
    await tx.update(fulfillments).set({ createdAt: placedAt }).where(eq(fulfillments.orderId, order.id));
    // Every fulfillment shipped and delivered on the same day.
    const lines = await tx
      .select({ id: lineItems.id, fulfillmentId: lineItems.fulfillmentId })
      .from(lineItems)
      .where(eq(lineItems.orderId, order.id));
    for (const fulfillmentId of new Set(lines.map((line) => line.fulfillmentId))) {
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
    await refreshWorkOrderStatus(tx, consultation.id);
    // The demo patient agreed to texts, so /dev/mail shows the text beside the e-mail.
    await tx
      .insert(smsConsents)
      .values({ orderId: order.id, phone: '+12135550177', source: 'demo data' })
      .onConflictDoNothing();
  });
}
