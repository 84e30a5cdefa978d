import { sql } from 'drizzle-orm';
import { createSupplierAccount } from '../../features/auth/admin.service';
import { findUserByEmail } from '../../features/auth/users.repo';
import type { Database } from '../client';
import { DEMO_EMAILS, DEMO_PASSWORD } from './demo-accounts';
import { demoCart, placeDemoOrder, unorderedDemoWorkOrder } from './demo-order-steps';

const OXYGEN_SUPPLIER = 'oxygen.supplier@demo.test';

/**
 * Stock for the demo suppliers (Golden State carries pumps and PAP, Pacific Oxygen & Sleep carries
 * oxygen and PAP) and one placed order with unshipped items, so /tracking works at once (DESIGN §6):
 * the supplier's e-mail in /dev/mail holds its signed tracking link.
 */
export async function seedDemoOrders(db: Database, publicUrl: string, secretKey: string) {
  await db.transaction(async (tx) => {
    if (!(await findUserByEmail(tx, OXYGEN_SUPPLIER))) {
      const { supplierId } = await createSupplierAccount(tx, {
        email: OXYGEN_SUPPLIER,
        password: DEMO_PASSWORD,
        isTestAccount: true,
        name: 'Pacific Oxygen & Sleep',
        phoneNumber: '(213) 555-0195',
        serviceStates: ['CA'],
      });
      await tx.execute(sql`insert into supplier_carriers (supplier_id, carrier_id)
        select ${supplierId}, id from insurance_carriers where carrier_type = 'medicare' or carrier_type = 'commercial'`);
    }
    await tx.execute(sql`insert into supplier_hcpcs_codes (supplier_id, hcpcs_code_id)
      select s.id, h.id from suppliers s
      join users u on u.id = s.user_id
      cross join hcpcs_codes h
      join product_categories c on c.id = h.category_id
      where (u.email = ${DEMO_EMAILS.supplier} and (c.slug like 'bp-%' or c.is_cpap))
         or (u.email = ${OXYGEN_SUPPLIER} and (c.slug like 'rc-oxygen%' or c.is_cpap))
      on conflict do nothing`);
  });

  const consultation = await unorderedDemoWorkOrder(db, 'SHP-DMX');
  if (!consultation) return;
  await db.transaction(async (tx) => {
    const cart = await demoCart(tx, consultation.id, ['E0603', 'K1005'], 'demo-order');
    if (!cart) return;
    await placeDemoOrder(tx, {
      cartId: cart.cartId,
      customer: { name: 'Jordan Lee', email: DEMO_EMAILS.patient },
      userId: (await findUserByEmail(tx, DEMO_EMAILS.patient))?.id ?? null,
      publicUrl,
      secretKey,
    });
  });
}
