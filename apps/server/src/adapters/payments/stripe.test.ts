import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripePayments } from './stripe';

const webhookSecret = 'whsec_test_secret';
const payments = createStripePayments({ secretKey: 'sk_test_placeholder', webhookSecret });
const webhook = payments.webhook ?? {
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

const signed = (payload: string, secret = webhookSecret) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

describe('Stripe webhooks', () => {
  it('turns a signed checkout.session.completed into a paid checkout', () => {
    const payload = JSON.stringify(completed);
    expect(webhook.parse(Buffer.from(payload), signed(payload))).toEqual({
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
    });
  });

  it('refuses a forged or altered event', () => {
    const payload = JSON.stringify(completed);
    expect(() => webhook.parse(Buffer.from(payload), signed(payload, 'whsec_other'))).toThrow();
    const altered = payload.replace('Pat Payer', 'Mallory');
    expect(() => webhook.parse(Buffer.from(altered), signed(payload))).toThrow();
  });

  it('ignores other events and unpaid sessions', () => {
    const other = JSON.stringify({ ...completed, type: 'checkout.session.expired' });
    expect(webhook.parse(Buffer.from(other), signed(other))).toBeNull();
    const unpaid = JSON.stringify({
      ...completed,
      data: { object: { ...completed.data.object, payment_status: 'unpaid' } },
    });
    expect(webhook.parse(Buffer.from(unpaid), signed(unpaid))).toBeNull();
  });
});
