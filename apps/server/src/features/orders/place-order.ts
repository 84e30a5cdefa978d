import { ORDER_MESSAGES } from '@dme/shared/orders/api';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  carts,
  consultations,
  fulfillments,
  lineItems,
  orders,
  patientSessions,
  suppliers,
} from '../../db/schema/index';
import { DomainError } from '../../lib/domain-error';
import { recordAudit } from '../audit/audit.repo';
import { findCartLines } from '../cart/cart.repo';
import { priceCartLines } from '../cart/cart.service';
import { planForSession } from '../insurance/pricing-plan';
import { enqueueMail } from '../mail/mail.service';
import { formatUsd } from '../pricing/money';
import { newConfirmationNumber } from './confirmation-numbers';
import { carrierOfStatus, findOrderByCart, findRoutableSuppliers } from './orders.repo';
import { routeLines } from './routing';
import { refreshWorkOrderStatus } from './work-order-status';

export interface PlaceOrderInput {
  cartId: string;
  customer: { name: string; email: string };
  address: {
    line1: string;
    line2?: string | null | undefined;
    city: string;
    state: string;
    postalCode: string;
    country: 'US';
  };
  taxCents: number;
  paymentReference: string | null;
  userId: string | null;
  publicUrl: string;
}

/**
 * Turns a cart into an order, exactly once: the cart row is locked and an existing order for it
 * is returned as is. Prices are recomputed by the pricing module, lines are routed to suppliers,
 * the work order moves on, the session starts afresh, and the patient and each supplier are
 * e-mailed — all in the caller's transaction.
 */
export async function placeOrderFromCart(tx: Transaction, input: PlaceOrderInput) {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, input.cartId)).for('update');
  if (!cart) throw new DomainError('not_found', ORDER_MESSAGES.cartEmpty);
  const existing = await findOrderByCart(tx, cart.id);
  if (existing) return existing;

  const lines = await findCartLines(tx, cart.id);
  if (lines.length === 0) throw new DomainError('unprocessable', ORDER_MESSAGES.cartEmpty);
  const [session] = await tx.select().from(patientSessions).where(eq(patientSessions.id, cart.sessionId));
  const plan = session ? await planForSession(tx, session) : null;
  const { prices, sum } = priceCartLines(lines, plan);
  const insuranceStatusId = plan ? (session?.insuranceStatusId ?? null) : null;

  const routing = routeLines(
    lines.map(({ item, variant, product }) => ({ key: item.id, variantId: variant.id, title: product.name })),
    await findRoutableSuppliers(tx),
    { state: input.address.state, carrierId: await carrierOfStatus(tx, insuranceStatusId) },
  );
  if (!routing.ok)
    throw new DomainError(
      'unprocessable',
      ORDER_MESSAGES.cannotShip(routing.unservable.title, input.address.state),
    );

  const consultationId = cart.consultationId ?? session?.consultationId ?? null;
  const [order] = await tx
    .insert(orders)
    .values({
      confirmationNumber: newConfirmationNumber(),
      cartId: cart.id,
      sessionId: cart.sessionId,
      consultationId,
      userId: input.userId,
      customerName: input.customer.name,
      customerEmail: input.customer.email.toLowerCase(),
      line1: input.address.line1,
      line2: input.address.line2 || null,
      city: input.address.city,
      state: input.address.state,
      postalCode: input.address.postalCode,
      country: input.address.country,
      insuranceActive: plan !== null,
      insuranceStatusId,
      subtotalCents: sum.retailCents,
      serviceFeeCents: 0,
      taxCents: input.taxCents,
      insuranceSavingsCents: sum.savingsCents,
      amountPaidCents: sum.patientCents + input.taxCents,
      paymentReference: input.paymentReference,
      containsCpapMachine: lines.some(({ category }) => category.isCpap && !category.isAccessory),
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');

  const supplierNames = new Map(
    (await tx.select({ id: suppliers.id, name: suppliers.name, email: suppliers.email }).from(suppliers)).map(
      (s) => [s.id, s],
    ),
  );
  const mails = [];
  for (const [supplierId, keys] of routing.assignments) {
    const [fulfillment] = await tx
      .insert(fulfillments)
      .values({
        orderId: order.id,
        supplierId,
        confirmationNumber: newConfirmationNumber(),
        usageDataStatus: lines.some(
          ({ item, category }) => keys.includes(item.id) && category.isCpap && !category.isAccessory,
        )
          ? 'unrequested'
          : 'ineligible_for_request',
      })
      .returning();
    if (!fulfillment) throw new Error('fulfillment insert returned nothing');
    await tx.insert(lineItems).values(
      lines
        .map((line, index) => ({ line, price: prices[index] }))
        .filter(({ line }) => keys.includes(line.item.id))
        .map(({ line, price }) => ({
          orderId: order.id,
          fulfillmentId: fulfillment.id,
          productVariantId: line.variant.id,
          productId: line.product.id,
          description: `${line.product.name} — ${line.variant.title}`,
          categorySlug: line.category.slug,
          quantity: line.item.quantity,
          retailCents: price?.retailCents ?? 0,
          patientCents: price?.patientCents ?? 0,
          isCashOnly: line.product.isCashOnly,
        })),
    );
    const supplier = supplierNames.get(supplierId);
    if (supplier) {
      const link = new URL('/tracking', input.publicUrl);
      link.searchParams.set('fulfillment', fulfillment.confirmationNumber);
      mails.push({
        to: supplier.email,
        subject: `New Carelane order to fulfil: ${fulfillment.confirmationNumber}`,
        text: [
          `A new order is ready for you (${keys.length} item${keys.length === 1 ? '' : 's'}).`,
          '',
          `Record tracking here: ${link}`,
        ].join('\n'),
      });
    }
  }
  const orderLink = new URL(`/orders/${order.confirmationNumber}`, input.publicUrl);
  mails.push({
    to: order.customerEmail,
    subject: `Your Carelane order ${order.confirmationNumber}`,
    text: [
      `Thank you for your order, ${order.customerName}.`,
      '',
      `Total paid: ${formatUsd(order.amountPaidCents)}`,
      `See your order: ${orderLink}`,
    ].join('\n'),
  });
  await enqueueMail(tx, mails);

  await tx.update(carts).set({ status: 'checked_out' }).where(eq(carts.id, cart.id));
  if (consultationId) {
    // Paying without insurance means no documents are needed for this work order (spec §4).
    if (!plan)
      await tx
        .update(consultations)
        .set({ documentsRequired: false })
        .where(eq(consultations.id, consultationId));
    await refreshWorkOrderStatus(tx, consultationId);
  }
  // The patient session starts afresh (spec: the confirmation clears the session).
  await tx
    .update(patientSessions)
    .set({ cartId: null, consultationId: null, insuranceStatusId: null })
    .where(eq(patientSessions.id, cart.sessionId));
  await recordAudit(tx, {
    actorUserId: input.userId,
    action: 'order.placed',
    subjectType: 'order',
    subjectId: order.id,
  });
  return order;
}
