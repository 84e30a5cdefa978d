import { eq } from 'drizzle-orm';
import { refreshWorkOrderStatus } from '../../features/orders/work-order-status';
import { readResmedStr, writeResmedStr } from '../../features/usage-data/resmed-str';
import { readUsageCsv, type UsageNight } from '../../features/usage-data/usage-csv';
import { importUsageNights } from '../../features/usage-data/usage-data.service';
import type { Database, Transaction } from '../client';
import { fulfillments } from '../schema/index';
import {
  backdateOrder,
  deliverOrder,
  demoCart,
  placeDemoOrder,
  unorderedDemoWorkOrder,
} from './demo-order-steps';
import { seedDemoWorkOrders } from './demo-work-orders';

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

const cpapWorkOrder = (referralCode: string, patientName: string, patientDob: string, phone: string) => ({
  referralCode,
  patientName,
  patientDob,
  patientEmail: `${patientName.split(' ')[0]?.toLowerCase()}.demo@demo.test`,
  patientPhone: phone,
  providerSignature: 'Maya Okafor',
  providerSignatureDate: '2026-11-02',
  providerAttestation: true,
  eligibleForMachine: true,
  hcpcsCodes: [
    {
      code: 'E0601',
      lengthOfNeed: 99,
      pressureSetting: 10,
      po2Percent: null,
      arterialSaturationPercent: null,
      icd10Codes: ['G47.33'],
    },
  ],
});

/** Night n (1-based) of a therapy delivered `deliveredDaysAgo` days ago, as wall-clock text. */
const nightOf = (deliveredDaysAgo: number, night: number) =>
  isoDay(Date.now() - (deliveredDaysAgo - night + 1) * DAY_MS);

/**
 * Compliant: delivered 60 days ago, 60 nights read from a STR.edf written the way the machine
 * writes it; most nights 5–7 h, a short or missed night every few days.
 */
function compliantNights(): UsageNight[] {
  const sessions = Array.from({ length: 60 }, (_, index) => index + 1).flatMap((night) => {
    if (night % 9 === 0) return [];
    const date = nightOf(60, night);
    const next = nightOf(60, night + 1);
    const hours = night % 7 === 0 ? 2 : 5 + (night % 3);
    return [
      {
        start: `${date}T23:00`,
        end: `${next}T${String(hours - 1).padStart(2, '0')}:${night % 2 ? '15' : '40'}`,
      },
    ];
  });
  const stats = Object.fromEntries(
    Array.from({ length: 60 }, (_, index) => [
      nightOf(60, index + 1),
      { ahi: 1.5 + (index % 5) * 0.4, leak95: 18 + (index % 4) * 2.4 },
    ]),
  );
  return readResmedStr(writeResmedStr({ firstDay: nightOf(60, 1), days: 60, sessions, stats }));
}

/**
 * At risk: delivered 80 days ago; a CSV of nights 21–80 (60 nights), every other night and the
 * last one at 4 h or more: 11 of nights 61–80, so only all of the last 10 nights reach 21 of 30.
 */
function atRiskNights(): UsageNight[] {
  const rows = Array.from({ length: 60 }, (_, index) => index + 21).map((night) => {
    const qualifies = night % 2 === 1 || night === 80;
    return `${nightOf(80, night)},${qualifies ? 4.5 + (night % 3) : 1 + (night % 4) * 0.75},${(3 + (night % 6)).toFixed(1)},${30 + (night % 5) * 3}`;
  });
  return readUsageCsv(`date,hours used,ahi,leak 95\n${rows.join('\n')}\n`);
}

const DEMO_COMPLIANCE = [
  {
    workOrder: cpapWorkOrder('CPA-CMP', 'Daniel Brooks', '1968-04-11', '(213) 555-0141'),
    deliveredDaysAgo: 60,
    nights: compliantNights,
  },
  {
    workOrder: cpapWorkOrder('CPA-RSK', 'Linda Park', '1975-09-30', '(213) 555-0162'),
    deliveredDaysAgo: 80,
    nights: atRiskNights,
  },
];
export const DEMO_COMPLIANCE_REFERRAL_CODES = DEMO_COMPLIANCE.map((demo) => demo.workOrder.referralCode);

/** One CPAP machine ordered for the work order, shipped and delivered `deliveredAt`. */
async function placeDeliveredOrder(tx: Transaction, consultationId: string, name: string, deliveredAt: Date) {
  const cart = await demoCart(tx, consultationId, ['E0601'], 'demo-compliance');
  if (!cart) return null;
  const order = await placeDemoOrder(tx, {
    cartId: cart.cartId,
    customer: { name, email: `${name.split(' ')[0]?.toLowerCase()}.demo@demo.test` },
    address: {
      line1: '1200 Wilshire Blvd',
      line2: '',
      city: 'Los Angeles',
      state: 'CA',
      postalCode: '90017',
      country: 'US',
    },
    userId: null,
    publicUrl: 'http://localhost:3000',
  });
  // Placed four days before delivery: older than the demo order still to ship, as it would be.
  await backdateOrder(tx, order.id, new Date(deliveredAt.getTime() - 4 * DAY_MS));
  const [fulfillmentId] = await deliverOrder(tx, order.id, deliveredAt);
  if (!fulfillmentId) return null;
  await tx
    .update(fulfillments)
    .set({ usageDataStatus: 'uploaded' })
    .where(eq(fulfillments.id, fulfillmentId));
  await refreshWorkOrderStatus(tx, consultationId);
  return fulfillmentId;
}

/**
 * Two delivered CPAP orders of the demo provider, shipped by the demo supplier, with 60 nights of
 * usage each: one compliant, one at risk (issue 15). Idempotent: a work order with an order is left
 * alone. The nights go through the same readers and import as an upload (no original file kept).
 */
export async function seedDemoCompliance(db: Database) {
  await seedDemoWorkOrders(
    db,
    DEMO_COMPLIANCE.map((demo) => demo.workOrder),
  );
  for (const demo of DEMO_COMPLIANCE) {
    const consultation = await unorderedDemoWorkOrder(db, demo.workOrder.referralCode);
    if (!consultation) continue;
    await db.transaction(async (tx) => {
      const deliveredAt = new Date(Date.parse(`${nightOf(demo.deliveredDaysAgo, 1)}T18:00:00Z`));
      const fulfillmentId = await placeDeliveredOrder(
        tx,
        consultation.id,
        demo.workOrder.patientName,
        deliveredAt,
      );
      if (!fulfillmentId) return;
      await importUsageNights(tx, { id: fulfillmentId, consultationId: consultation.id }, [
        { attachmentId: null, nights: demo.nights() },
      ]);
    });
  }
}
