import { randomUUID } from 'node:crypto';
import { USAGE_FILE_TYPES } from '@dme/shared/compliance/api';
import { eq } from 'drizzle-orm';
import { type BlobStorage, createBlobStorage } from '../../adapters/storage/index';
import type { Config } from '../../config';
import { insertBlob } from '../../features/attachments/attachments.repo';
import { createUsageData } from '../../features/attachments/attachments.service';
import { localCaller } from '../../features/audit/audit-caller';
import { findUserByEmail } from '../../features/auth/users.repo';
import { prepareFile, storeFile } from '../../features/inbound-faxes/fax-files';
import { refreshWorkOrderStatus } from '../../features/orders/work-order-status';
import { writeResmedStr } from '../../features/usage-data/resmed-str';
import { randomToken, sha256 } from '../../lib/secure-token';
import type { AuthContext } from '../../plugins/auth';
import type { Database, Transaction } from '../client';
import { fulfillments, suppliers } from '../schema/index';
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

/** A machine file as the supplier uploads it. */
interface UsageFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Compliant: delivered 60 days ago, 60 nights in a STR.edf written the way the machine writes it;
 * most nights 5–7 h, a short or missed night every few days.
 */
function compliantFile(): UsageFile {
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
  return {
    filename: 'STR.edf',
    contentType: USAGE_FILE_TYPES.edf,
    content: Buffer.from(writeResmedStr({ firstDay: nightOf(60, 1), days: 60, sessions, stats })),
  };
}

/**
 * At risk: delivered 80 days ago; a CSV of nights 21–80 (60 nights), every other night and the
 * last one at 4 h or more: 11 of nights 61–80, so only all of the last 10 nights reach 21 of 30.
 */
function atRiskFile(): UsageFile {
  const rows = Array.from({ length: 60 }, (_, index) => index + 21).map((night) => {
    const qualifies = night % 2 === 1 || night === 80;
    return `${nightOf(80, night)},${qualifies ? 4.5 + (night % 3) : 1 + (night % 4) * 0.75},${(3 + (night % 6)).toFixed(1)},${30 + (night % 5) * 3}`;
  });
  return {
    filename: 'usage-linda-park.csv',
    contentType: USAGE_FILE_TYPES.csv,
    content: Buffer.from(`date,hours used,ahi,leak 95\n${rows.join('\n')}\n`),
  };
}

const DEMO_COMPLIANCE = [
  {
    workOrder: cpapWorkOrder('CPA-CMP', 'Daniel Brooks', '1968-04-11', '(213) 555-0141'),
    deliveredDaysAgo: 60,
    file: compliantFile,
  },
  {
    workOrder: cpapWorkOrder('CPA-RSK', 'Linda Park', '1975-09-30', '(213) 555-0162'),
    deliveredDaysAgo: 80,
    file: atRiskFile,
  },
];
export const DEMO_COMPLIANCE_REFERRAL_CODES = DEMO_COMPLIANCE.map((demo) => demo.workOrder.referralCode);

/**
 * One CPAP machine ordered for the work order, shipped and delivered `deliveredAt`; answers the
 * fulfillment's confirmation number.
 */
async function placeDeliveredOrder(
  tx: Transaction,
  consultationId: string,
  name: string,
  deliveredAt: Date,
  publicUrl: string,
) {
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
    publicUrl,
  });
  // Placed four days before delivery: older than the demo order still to ship, as it would be.
  await backdateOrder(tx, order.id, new Date(deliveredAt.getTime() - 4 * DAY_MS));
  const [fulfillmentId] = await deliverOrder(tx, order.id, deliveredAt);
  if (!fulfillmentId) return null;
  await refreshWorkOrderStatus(tx, consultationId);
  const [fulfillment] = await tx
    .select({ number: fulfillments.confirmationNumber })
    .from(fulfillments)
    .where(eq(fulfillments.id, fulfillmentId));
  return fulfillment?.number ?? null;
}

/** The demo supplier as its session would be: the upload service checks the fulfillment is its own. */
async function demoSupplier(db: Database): Promise<AuthContext | null> {
  const user = await findUserByEmail(db, DEMO_EMAILS.supplier);
  if (!user) return null;
  const [supplier] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.userId, user.id));
  if (!supplier) return null;
  return {
    userId: user.id,
    email: user.email,
    role: 'supplier',
    kind: 'session',
    tokenId: 'demo-seed',
    profileId: supplier.id,
    isEhrProvider: false,
    credentials: { accessToken: '', client: '', uid: user.email, expiresAt: new Date(0) },
  };
}

/** The file as the supplier's browser would have uploaded it: stored, its blob the supplier's. */
async function uploadAsSupplier(db: Database, storage: BlobStorage, supplier: AuthContext, file: UsageFile) {
  const signedId = randomToken();
  const prepared = prepareFile(`demo/${randomUUID()}`, file.filename, file.contentType, file.content);
  await storeFile(storage, prepared);
  const now = new Date();
  await insertBlob(db, {
    signedIdHash: sha256(signedId),
    storageKey: prepared.object.key,
    filename: prepared.object.filename,
    contentType: prepared.object.contentType,
    byteSize: prepared.object.byteSize,
    checksum: prepared.object.checksum,
    uploadedAt: now,
    uploadExpiresAt: now,
    createdByUserId: supplier.userId,
  });
  return signedId;
}

/**
 * Two delivered CPAP orders of the demo provider, shipped by the demo supplier, with 60 nights of
 * usage each: one compliant, one at risk (issue 15). Idempotent: a work order with an order is left
 * alone. The demo supplier uploads each machine file through the same service as the dashboard
 * (issue 48 item 15): the file is there to download and its nights are read by the same readers.
 */
export async function seedDemoCompliance(db: Database, config: Config) {
  await seedDemoWorkOrders(
    db,
    DEMO_COMPLIANCE.map((demo) => demo.workOrder),
  );
  const supplier = await demoSupplier(db);
  if (!supplier) return;
  const { storage } = createBlobStorage(config);
  for (const demo of DEMO_COMPLIANCE) {
    const consultation = await unorderedDemoWorkOrder(db, demo.workOrder.referralCode);
    if (!consultation) continue;
    const deliveredAt = new Date(Date.parse(`${nightOf(demo.deliveredDaysAgo, 1)}T18:00:00Z`));
    const number = await db.transaction((tx) =>
      placeDeliveredOrder(tx, consultation.id, demo.workOrder.patientName, deliveredAt, config.PUBLIC_URL),
    );
    if (!number) continue;
    const signedId = await uploadAsSupplier(db, storage, supplier, demo.file());
    await createUsageData(
      { db, storage },
      supplier,
      { blobSignedIds: [signedId], fulfillmentConfirmationNumber: number },
      localCaller(supplier.userId),
    );
  }
}
