import { eq } from 'drizzle-orm';
import { isReferralCodeTaken } from '../../features/work-orders/work-orders.repo';
import { createWorkOrder } from '../../features/work-orders/work-orders.service';
import type { AuthContext } from '../../plugins/auth';
import type { Database } from '../client';
import { providers, users } from '../schema/index';
import { DEMO_EMAILS } from './demo-accounts';

const signature = { providerSignature: 'Maya Okafor', providerSignatureDate: '2026-11-02' };
const noLevels = {
  lengthOfNeed: null,
  pressureSetting: null,
  po2Percent: null,
  arterialSaturationPercent: null,
};

/** The demo referral codes of DESIGN §6, one per kind of order. */
export const DEMO_WORK_ORDERS = [
  {
    referralCode: 'BRS-PMP',
    patientName: 'Emily Carter',
    patientDob: '1994-03-18',
    patientEmail: 'emily.carter@demo.test',
    ...signature,
    hcpcsCodes: [{ code: 'E0603', ...noLevels, icd10Codes: ['Z39.1'] }],
  },
  {
    referralCode: 'CPA-PAP',
    patientName: 'Robert Nguyen',
    patientDob: '1968-09-04',
    patientEmail: 'robert.nguyen@demo.test',
    patientPhone: '(213) 555-0111',
    ...signature,
    providerAttestation: true,
    eligibleForMachine: true,
    hcpcsCodes: [
      { code: 'E0601', ...noLevels, lengthOfNeed: 99, pressureSetting: 10, icd10Codes: ['G47.33'] },
      { code: 'A7030', ...noLevels, lengthOfNeed: 99, pressureSetting: 10, icd10Codes: ['G47.33'] },
      { code: 'E0562', ...noLevels, lengthOfNeed: 99, pressureSetting: 10, icd10Codes: ['G47.33'] },
    ],
  },
  {
    referralCode: 'NSE-CAN',
    patientName: 'Margaret Ellis',
    patientDob: '1951-12-11',
    patientPhone: '(213) 555-0122',
    ...signature,
    providerAttestation: true,
    phoneAssistanceRequired: true,
    bestTimeToCall: 'Morning (8am-12pm)',
    hcpcsCodes: [
      { code: 'E1390', ...noLevels, po2Percent: 52, arterialSaturationPercent: 86, icd10Codes: ['J44.1'] },
    ],
  },
  {
    referralCode: 'SHP-DMX',
    patientName: 'Jordan Lee',
    patientDob: '1991-07-22',
    patientEmail: 'patient@demo.test',
    ...signature,
    hcpcsCodes: [{ code: 'E0603', ...noLevels, icd10Codes: ['Z39.1'] }],
  },
] as const;

/** The demo provider signed in as the seed, or nothing when the demo accounts are absent. */
export async function demoProviderAuth(db: Database): Promise<AuthContext | undefined> {
  const [provider] = await db
    .select({ userId: users.id, providerId: providers.id, email: users.email })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(users.email, DEMO_EMAILS.provider))
    .limit(1);
  if (!provider) return undefined;
  return {
    userId: provider.userId,
    email: provider.email,
    role: 'provider',
    kind: 'session',
    tokenId: '',
    profileId: provider.providerId,
    isEhrProvider: false,
    credentials: { accessToken: '', client: '', uid: provider.email, expiresAt: new Date() },
  };
}

/** Creates the demo work orders through the same service as the form; skips codes already there. */
export async function seedDemoWorkOrders(
  db: Database,
  workOrders: readonly { referralCode: string }[] = DEMO_WORK_ORDERS,
) {
  const auth = await demoProviderAuth(db);
  if (!auth) return;
  for (const order of workOrders) {
    if (await isReferralCodeTaken(db, order.referralCode.replace('-', ''))) continue;
    await createWorkOrder(db, auth, order, '2026-11-02');
  }
}
