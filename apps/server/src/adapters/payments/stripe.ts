import Stripe from 'stripe';
import type { CheckoutRequest, PaidCheckout, PaymentProvider } from './port';

/** Stripe Checkout (hosted page); the order is created from the signed webhook. */
export function createStripePayments(options: { secretKey: string; webhookSecret: string }): PaymentProvider {
  const stripe = new Stripe(options.secretKey);
  return {
    name: 'Stripe Checkout',
    async createCheckout(request: CheckoutRequest) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.checkoutSessionId,
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: 'usd',
              unit_amount: line.unitAmountCents,
              product_data: { name: line.name },
            },
          })),
          shipping_address_collection: { allowed_countries: ['US'] },
          automatic_tax: { enabled: true },
          success_url: `${request.successUrl}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { externalId: session.id, url: session.url };
    },
    async refund(request) {
      if (!request.paymentReference.startsWith('pi_'))
        throw new Error('Stripe refunds need the payment intent of the payment');
      const refund = await stripe.refunds.create(
        { payment_intent: request.paymentReference, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      return { refundReference: refund.id };
    },
    webhook: {
      signatureHeader: 'stripe-signature',
      parse(rawBody: Buffer, signature: string): PaidCheckout | null {
        const event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
        if (event.type !== 'checkout.session.completed') return null;
        const session = event.data.object;
        if (session.payment_status !== 'paid' || !session.client_reference_id) return null;
        const details = session.collected_information?.shipping_details ?? null;
        const address = details?.address ?? session.customer_details?.address;
        return {
          checkoutSessionId: session.client_reference_id,
          paymentReference: typeof session.payment_intent === 'string' ? session.payment_intent : session.id,
          amountCents: session.amount_total ?? 0,
          taxCents: session.total_details?.amount_tax ?? 0,
          customer: {
            name: details?.name ?? session.customer_details?.name ?? '',
            email: session.customer_details?.email ?? '',
          },
          address: {
            line1: address?.line1 ?? '',
            line2: address?.line2 ?? null,
            city: address?.city ?? '',
            state: address?.state ?? '',
            postalCode: address?.postal_code ?? '',
            country: 'US',
          },
        };
      },
    },
  };
}
