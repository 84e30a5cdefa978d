import fc from 'fast-check';

/**
 * Stripe event bodies for the tests, written from Stripe's API reference (the sources are listed
 * in stripe-events.contract.test.ts): builders of the documented objects and a generator of bodies
 * of those shapes with fields missing, null or of another type.
 */
export const CHECKOUT = '7f8b6c1e-0000-4000-8000-000000000001';
export const CREATED = 1_796_000_000;

export const session = (overrides: Record<string, unknown> = {}) => ({
  id: 'cs_test_a1',
  object: 'checkout.session',
  mode: 'payment',
  status: 'complete',
  client_reference_id: CHECKOUT,
  payment_status: 'paid',
  payment_intent: 'pi_3Abc',
  amount_total: 4500,
  amount_subtotal: 4500,
  currency: 'usd',
  total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
  customer_details: {
    name: 'Pat Payer',
    email: 'pat@example.com',
    address: {
      line1: '9 Oak St',
      line2: null,
      city: 'Los Angeles',
      state: 'CA',
      postal_code: '90012',
      country: 'US',
    },
  },
  collected_information: {
    shipping_details: {
      name: 'Pat Payer',
      address: {
        line1: '9 Oak St',
        line2: 'Apt 2',
        city: 'Los Angeles',
        state: 'CA',
        postal_code: '90012',
        country: 'US',
      },
    },
  },
  ...overrides,
});

export const charge = (overrides: Record<string, unknown> = {}) => ({
  id: 'ch_3Abc',
  object: 'charge',
  amount: 4500,
  amount_captured: 4500,
  amount_refunded: 1500,
  refunded: false,
  payment_intent: 'pi_3Abc',
  status: 'succeeded',
  ...overrides,
});

export const dispute = (overrides: Record<string, unknown> = {}) => ({
  id: 'dp_1Abc',
  object: 'dispute',
  amount: 4500,
  charge: 'ch_3Abc',
  payment_intent: 'pi_3Abc',
  currency: 'usd',
  reason: 'fraudulent',
  status: 'needs_response',
  is_charge_refundable: true,
  ...overrides,
});

export const event = (type: string, object: unknown, id = 'evt_1Abc') => ({
  id,
  object: 'event',
  api_version: '2025-08-27.basil',
  created: CREATED,
  livemode: false,
  pending_webhooks: 1,
  type,
  data: { object },
});

/** Bodies of the documented shapes with any field missing, null, of another type or unexpected. */
export const wobbly = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 6, arbitrary: value },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.object()) },
  );
export const PATIENT_VALUES = ['Pat Payer', 'pat@example.com', '9 Oak St', '90012'];

export const stripeBodyArbitrary = fc
  .record({
    id: wobbly(fc.stringMatching(/^evt_[A-Za-z0-9]{1,24}$/)),
    object: wobbly(fc.constant('event')),
    created: wobbly(fc.integer({ min: 0, max: 2_000_000_000 })),
    type: wobbly(
      fc.constantFrom(
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
        'checkout.session.async_payment_failed',
        'checkout.session.expired',
        'charge.refunded',
        'charge.dispute.created',
        'charge.dispute.updated',
        'charge.dispute.closed',
        'refund.created',
        'invoice.paid',
      ),
    ),
    object_kind: fc.constantFrom('session', 'charge', 'dispute'),
    payment_status: wobbly(fc.constantFrom('paid', 'unpaid', 'no_payment_required')),
    client_reference_id: wobbly(fc.oneof(fc.uuid(), fc.string())),
    amount: wobbly(fc.integer({ min: -5, max: 10_000_000 })),
    amount_refunded: wobbly(fc.integer({ min: 0, max: 10_000_000 })),
    status: wobbly(fc.constantFrom('needs_response', 'warning_needs_response', 'won', 'lost')),
    payment_intent: wobbly(
      fc.oneof(fc.stringMatching(/^pi_[A-Za-z0-9]{1,24}$/), fc.record({ id: fc.string() })),
    ),
  })
  .map((f) => {
    const strip = (o: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(o).filter(([, value]) => value !== undefined));
    const object =
      f.object_kind === 'session'
        ? session(
            strip({
              payment_status: f.payment_status,
              client_reference_id: f.client_reference_id,
              amount_total: f.amount,
              payment_intent: f.payment_intent,
            }),
          )
        : f.object_kind === 'charge'
          ? charge(
              strip({
                amount: f.amount,
                amount_refunded: f.amount_refunded,
                payment_intent: f.payment_intent,
              }),
            )
          : dispute(strip({ amount: f.amount, status: f.status, payment_intent: f.payment_intent }));
    return strip({ id: f.id, object: f.object, created: f.created, type: f.type, data: { object } });
  });
