import { eq, sql } from 'drizzle-orm';
import { createSupplierAccount } from '../../features/auth/admin.service';
import { findUserByEmail } from '../../features/auth/users.repo';
import { placeOrderFromCart } from '../../features/orders/place-order';
import type { Database } from '../client';
import {
  cartItems,
  carts,
  consultations,
  hcpcsCodes,
  orders,
  patientSessions,
  products,
  productVariants,
} from '../schema/index';
import { DEMO_EMAILS, DEMO_PASSWORD } from './demo-accounts';

const OXYGEN_SUPPLIER = 'oxygen.supplier@demo.test';

/**
 * Stock for the demo suppliers (Golden State carries pumps and PAP, Pacific Oxygen & Sleep carries
 * oxygen and PAP) and one placed order with unshipped items, so /tracking works at once (DESIGN §6).
 */
export async function seedDemoOrders(db: Database, publicUrl: string) {
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

  const [consultation] = await db
    .select()
    .from(consultations)
    .where(eq(consultations.referralCode, 'SHPDMX'))
    .limit(1);
  if (!consultation) return;
  const [placed] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.consultationId, consultation.id))
    .limit(1);
  if (placed) return;

  await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(patientSessions)
      .values({ tokenHash: `demo-order-${consultation.id}`, consultationId: consultation.id })
      .returning();
    if (!session) return;
    const [cart] = await tx
      .insert(carts)
      .values({ sessionId: session.id, consultationId: consultation.id })
      .returning();
    if (!cart) return;
    for (const code of ['E0603', 'K1005']) {
      const [variant] = await tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .innerJoin(hcpcsCodes, eq(hcpcsCodes.id, products.hcpcsCodeId))
        .where(eq(hcpcsCodes.code, code))
        .orderBy(productVariants.sku)
        .limit(1);
      if (variant)
        await tx.insert(cartItems).values({ cartId: cart.id, productVariantId: variant.id, quantity: 1 });
    }
    await placeOrderFromCart(tx, {
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
      userId: (await findUserByEmail(tx, DEMO_EMAILS.patient))?.id ?? null,
      publicUrl,
    });
  });
}
