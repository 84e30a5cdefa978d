import { eq } from 'drizzle-orm';
import { findUserByEmail } from '../../features/auth/users.repo';
import { refreshWorkOrderStatus } from '../../features/orders/work-order-status';
import type { Database } from '../client';
import {
  insuranceCarriers,
  insuranceStatuses,
  patientSessions,
  smsConsents,
  supplierCarriers,
} from '../schema/index';
import { DEMO_EMAILS } from './demo-accounts';
import {
  backdateOrder,
  deliverOrder,
  demoCart,
  placeDemoOrder,
  unorderedDemoWorkOrder,
} from './demo-order-steps';
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
  const consultation = await unorderedDemoWorkOrder(db, DEMO_RESUPPLY_REFERRAL_CODE);
  if (!consultation) return;
  const patient = await findUserByEmail(db, DEMO_EMAILS.patient);
  const deliveredAt = new Date(Date.now() - DEMO_RESUPPLY_DELIVERED_DAYS_AGO * DAY_MS);

  await db.transaction(async (tx) => {
    const cart = await demoCart(
      tx,
      consultation.id,
      RESUPPLY_WORK_ORDER.hcpcsCodes.map((line) => line.code),
      'demo-resupply',
    );
    // A carrier the demo suppliers take, so the order routes as a real one would.
    const [carrier] = await tx
      .select({ id: insuranceCarriers.id })
      .from(supplierCarriers)
      .innerJoin(insuranceCarriers, eq(insuranceCarriers.id, supplierCarriers.carrierId))
      .orderBy(insuranceCarriers.name)
      .limit(1);
    if (!cart || !carrier) return;
    const [status] = await tx
      .insert(insuranceStatuses)
      .values({
        sessionId: cart.sessionId,
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
      .where(eq(patientSessions.id, cart.sessionId));
    const order = await placeDemoOrder(tx, {
      cartId: cart.cartId,
      customer: { name: 'Jordan Lee', email: DEMO_EMAILS.patient },
      userId: patient?.id ?? null,
      publicUrl,
    });
    // Placed and routed before it was delivered: dated so, it sorts behind today's demo fulfillment.
    await backdateOrder(tx, order.id, new Date(deliveredAt.getTime() - 5 * DAY_MS));
    await deliverOrder(tx, order.id, deliveredAt);
    await refreshWorkOrderStatus(tx, consultation.id);
    // The demo patient agreed to texts, so /dev/mail shows the text beside the e-mail.
    await tx
      .insert(smsConsents)
      .values({ orderId: order.id, phone: '+12135550177', source: 'demo data' })
      .onConflictDoNothing();
  });
}
