import { asc, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import {
  createPatientAccount,
  createProviderAccount,
  createProviderRegistration,
  createSupplierAccount,
} from '../../features/auth/admin.service';
import { findUserByEmail } from '../../features/auth/users.repo';
import { createAdminAccount } from '../../features/operations/admins.service';
import type { Database } from '../client';
import { providerTypes, users } from '../schema/index';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';
export const DEMO_SIGNUP_CODE = 'DEMO-SIGNUP';
export const DEMO_EMAILS = {
  provider: 'provider@demo.test',
  ehrProvider: 'ehr.provider@demo.test',
  supplier: 'supplier@demo.test',
  patient: 'patient@demo.test',
  admin: 'admin@demo.test',
} as const;

const address = {
  streetLine1: '1200 Wilshire Blvd',
  city: 'Los Angeles',
  state: 'CA' as const,
  zipcode: '90017',
};

/**
 * Demo data never reaches a production database: its accounts have a published password
 * (README), so SEED_DEMO_DATA is ignored when APP_ENV=production.
 */
export const shouldSeedDemoData = (config: Pick<Config, 'SEED_DEMO_DATA' | 'APP_ENV'>) =>
  config.SEED_DEMO_DATA && config.APP_ENV !== 'production';

/**
 * The demo accounts of DESIGN §6; skipped when they exist, so it is safe on every start. They are
 * seeded with a proved address (the demo patient is a verified account). Refused in production.
 */
export async function seedDemoAccounts(db: Database, appEnv: Config['APP_ENV'] = 'development') {
  if (appEnv === 'production') {
    throw new Error('Refusing to create the demo accounts (published password) in production');
  }
  if (await findUserByEmail(db, DEMO_EMAILS.provider)) return;
  const [providerType] = await db
    .select({ id: providerTypes.id })
    .from(providerTypes)
    .orderBy(asc(providerTypes.id))
    .limit(1);
  if (!providerType) throw new Error('Load the catalogue before the demo data: no provider types');

  await db.transaction(async (tx) => {
    const common = { password: DEMO_PASSWORD, isTestAccount: true };
    const providerProfile = {
      phoneNumber: '(213) 555-0142',
      faxNumber: '(213) 555-0143',
      practiceName: 'Wilshire Family Medicine',
      providerTypeId: providerType.id,
      pecos: true,
      addressAttributes: address,
    };
    await createProviderAccount(tx, {
      ...common,
      email: DEMO_EMAILS.provider,
      provider: { ...providerProfile, firstName: 'Maya', lastName: 'Okafor', npi: '1245319599' },
    });
    await createProviderAccount(tx, {
      ...common,
      email: DEMO_EMAILS.ehrProvider,
      isEhrProvider: true,
      provider: { ...providerProfile, firstName: 'Daniel', lastName: 'Reyes', npi: '1003000126' },
    });
    const supplier = await createSupplierAccount(tx, {
      ...common,
      email: DEMO_EMAILS.supplier,
      name: 'Golden State Medical Supply',
      phoneNumber: '(213) 555-0190',
      serviceStates: ['CA', 'NV', 'AZ', 'OR', 'WA'],
      // Same-day delivery, on Los Angeles's clock (the supplier's), for orders placed by 2 PM.
      sameDayCutoff: '14:00',
    });
    // In network with commercial and Medicare carriers; Medicaid managed care shows the "no supplier" path.
    await tx.execute(sql`insert into supplier_carriers (supplier_id, carrier_id)
      select ${supplier.supplierId}, id from insurance_carriers where carrier_type <> 'medicaid_managed_care'`);
    await createPatientAccount(tx, {
      ...common,
      email: DEMO_EMAILS.patient,
      firstName: 'Jordan',
      lastName: 'Lee',
    });
    await createAdminAccount(tx, { ...common, email: DEMO_EMAILS.admin });
    await createProviderRegistration(
      tx,
      {
        firstName: 'Priya',
        lastName: 'Natarajan',
        email: 'priya.natarajan@demo.test',
        npi: '1679576722',
        phoneNumber: '(415) 555-0107',
        practiceName: 'Bay Sleep Center',
        providerTypeId: providerType.id,
        state: 'CA',
      },
      DEMO_SIGNUP_CODE,
    );
    await tx
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(inArray(users.email, Object.values(DEMO_EMAILS)));
  });
}
