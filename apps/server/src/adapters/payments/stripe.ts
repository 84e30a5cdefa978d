import { hash } from 'node:crypto';
import Stripe from 'stripe';
import {
  type CheckoutRequest,
  type PaymentEventEnvelope,
  type PaymentProvider,
  WebhookSignatureError,
} from './port';
import { readStripeEvent } from './stripe-events';

/** Stripe's own default: a signed event older (or newer) than five minutes is a replay. */
export const STRIPE_TOLERANCE_SECONDS = 300;

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
      parse(rawBody: Buffer, signature: string): PaymentEventEnvelope {
        // The signature and its timestamp first (Stripe's 5-minute tolerance: a replay is refused).
        try {
          stripe.webhooks.signature.verifyHeader(
            rawBody.toString('utf8'),
            signature,
            options.webhookSecret,
            STRIPE_TOLERANCE_SECONDS,
          );
        } catch {
          throw new WebhookSignatureError();
        }
        const digest = `sha256:${hash('sha256', rawBody, 'hex')}`;
        let json: unknown;
        try {
          json = JSON.parse(rawBody.toString('utf8'));
        } catch {
          return {
            eventId: digest,
            eventType: 'unknown',
            objectId: null,
            occurredAt: null,
            event: { kind: 'unusable', reason: 'body is not JSON' },
          };
        }
        return readStripeEvent(json, digest);
      },
    },
  };
}
