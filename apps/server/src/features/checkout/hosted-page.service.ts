import type { HostedPaymentPage, PaidCheckout } from '../../adapters/payments/port';
import type { Database } from '../../db/client';
import type { PaymentRefusal } from '../../db/schema/orders';
import { notFound } from '../../lib/domain-error';
import { findOrderByCart } from '../orders/orders.repo';
import { type CheckoutRow, findCheckout } from './checkout.repo';
import { type CheckoutDeps, completeCheckout } from './checkout.service';

export type PaymentPageState =
  | { state: 'payable'; checkout: CheckoutRow }
  | { state: 'ordered'; orderNumber: string }
  | { state: 'closed'; reason: 'superseded' | 'already_ordered' };

/** What the hosted page of a checkout may show: the form, its own order, or why it is closed. */
export async function findPaymentPageState(db: Database, checkoutId: string): Promise<PaymentPageState> {
  const checkout = await findCheckout(db, checkoutId);
  if (!checkout) throw notFound('This payment page has expired');
  const order = await findOrderByCart(db, checkout.cartId);
  if (order && checkout.status === 'paid') return { state: 'ordered', orderNumber: order.confirmationNumber };
  if (order) return { state: 'closed', reason: 'already_ordered' };
  if (checkout.status !== 'open') return { state: 'closed', reason: 'superseded' };
  return { state: 'payable', checkout };
}

/** The local page's form as the route parsed it, or the first thing wrong with it. */
export type HostedPageForm =
  | ({ ok: true; card: string } & Pick<PaidCheckout, 'customer' | 'address'>)
  | { ok: false; error: string };

export type HostedPaymentOutcome =
  | Exclude<PaymentPageState, { state: 'payable' }>
  | { state: 'payable'; checkout: CheckoutRow; error: string }
  | { state: 'refused'; reason: PaymentRefusal };

/**
 * A card entered on the local provider's page: a page that can no longer be paid says why before
 * the card is looked at; a bad form or a declined card shows the form again; a charged card
 * confirms the checkout as a provider's webhook would.
 */
export async function payOnHostedPage(
  deps: CheckoutDeps,
  page: HostedPaymentPage,
  input: { checkoutId: string; form: HostedPageForm; ipAddress: string },
): Promise<HostedPaymentOutcome> {
  const found = await findPaymentPageState(deps.db, input.checkoutId);
  if (found.state !== 'payable') return found;
  const { checkout } = found;
  if (!input.form.ok) return { state: 'payable', checkout, error: input.form.error };
  const charge = page.charge({ checkoutSessionId: checkout.id, card: input.form.card });
  if (charge.status !== 'paid') return { state: 'payable', checkout, error: charge.message };
  const outcome = await completeCheckout(
    deps,
    {
      checkoutSessionId: checkout.id,
      paymentReference: charge.paymentReference,
      // The local page charges exactly its own snapshot amount; it adds no tax.
      amountCents: checkout.amountCents,
      taxCents: 0,
      customer: input.form.customer,
      address: input.form.address,
    },
    input.ipAddress,
  );
  if (outcome.status === 'refused') return { state: 'refused', reason: outcome.reason };
  return { state: 'ordered', orderNumber: outcome.order.confirmationNumber };
}
