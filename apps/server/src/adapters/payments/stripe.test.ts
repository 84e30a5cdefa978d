import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './port';
import { createStripePayments } from './stripe';

const webhookSecret = 'whsec_test_secret';
const payments = createStripePayments({ secretKey: 'sk_test_placeholder', webhookSecret });
const webhook = payments.webhook ?? {
  signatureHeader: 'stripe-signature',
  parse: () => {
    throw new Error('no webhook');
  },
};

const completed = {
  id: 'evt_1',
  object: 'event',
  type: 'checkout.session.completed',
  data: {
    object: {
      id: 'cs_test_1',
      object: 'checkout.session',
      client_reference_id: '7f8b6c1e-0000-4000-8000-000000000001',
      payment_status: 'paid',
      payment_intent: 'pi_1',
      customer_details: { name: 'Pat Payer', email: 'pat@example.com', address: null },
      collected_information: {
        shipping_details: {
          name: 'Pat Payer',
          address: {
            line1: '9 Oak St',
            line2: null,
            city: 'Los Angeles',
            state: 'CA',
            postal_code: '90012',
            country: 'US',
          },
        },
      },
      amount_total: 45000,
      total_details: { amount_tax: 0 },
    },
  },
};

const signed = (payload: string, secret = webhookSecret, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp ? { timestamp } : {}),
  });

describe('Stripe webhooks', () => {
  it('turns a signed checkout.session.completed into a paid checkout, named by its event id', () => {
    const payload = JSON.stringify({ ...completed, created: 1_796_000_000 });
    expect(webhook.parse(Buffer.from(payload), signed(payload))).toEqual({
      eventId: 'evt_1',
      eventType: 'checkout.session.completed',
      objectId: 'cs_test_1',
      occurredAt: new Date(1_796_000_000_000),
      event: {
        kind: 'checkout_paid',
        paid: {
          checkoutSessionId: '7f8b6c1e-0000-4000-8000-000000000001',
          paymentReference: 'pi_1',
          amountCents: 45000,
          customer: { name: 'Pat Payer', email: 'pat@example.com' },
          address: {
            line1: '9 Oak St',
            line2: null,
            city: 'Los Angeles',
            state: 'CA',
            postalCode: '90012',
            country: 'US',
          },
          taxCents: 0,
        },
      },
    });
  });

  it('refuses a forged, altered, unsigned or replayed event before reading it', () => {
    const payload = JSON.stringify({ ...completed, created: 1_796_000_000 });
    const refused = (body: string, header: string) => () => webhook.parse(Buffer.from(body), header);
    expect(refused(payload, signed(payload, 'whsec_other'))).toThrow(WebhookSignatureError);
    expect(refused(payload.replace('Pat Payer', 'Mallory'), signed(payload))).toThrow(WebhookSignatureError);
    expect(refused(payload, '')).toThrow(WebhookSignatureError);
    expect(refused(payload, 't=1,v1=abc')).toThrow(WebhookSignatureError);
    // Stripe's tolerance: a correctly signed event from ten minutes ago is a replay.
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect(refused(payload, signed(payload, webhookSecret, tenMinutesAgo))).toThrow(WebhookSignatureError);
  });

  it('reads a signed body that is not JSON as unusable, named by its digest', () => {
    const envelope = webhook.parse(Buffer.from('not json'), signed('not json'));
    expect(envelope).toMatchObject({
      eventId: expect.stringMatching(/^sha256:/),
      event: { kind: 'unusable' },
    });
  });
});
