export interface CheckoutLine {
  name: string;
  quantity: number;
  unitAmountCents: number;
}

export interface CheckoutRequest {
  /** Our checkout session id; the provider hands it back when payment is confirmed. */
  checkoutSessionId: string;
  /**
   * The same for the same cart and snapshot: a retried start (a crash between the provider's reply and
   * our write) gets the provider's existing session instead of a second one that could also be paid.
   */
  idempotencyKey: string;
  lines: CheckoutLine[];
  /** The sum of the lines in cents; the provider must charge exactly this (before its own tax). */
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
}

/** What a confirmed payment tells us: the amount charged and the customer (the hosted page collects it). */
export interface PaidCheckout {
  checkoutSessionId: string;
  paymentReference: string;
  /** What the provider says it charged, tax included (Stripe's `amount_total`). */
  amountCents: number;
  taxCents: number;
  customer: { name: string; email: string };
  address: {
    line1: string;
    line2: string | null;
    city: string;
    state: string;
    postalCode: string;
    country: 'US';
  };
}

export interface RefundRequest {
  paymentReference: string;
  amountCents: number;
  /** One refund per refused payment, however often the refusal is retried. */
  idempotencyKey: string;
}

/**
 * What a provider tells us once a checkout is left (issue 47 item 2): the session paid (at once, or
 * later for a delayed method such as a US bank debit), waiting for such a payment, its payment
 * failed, the session expired unpaid; a payment refunded or disputed afterwards; or an event with
 * nothing of ours to do, or one the documented schema refuses.
 */
export type PaymentEvent =
  | { kind: 'checkout_paid'; paid: PaidCheckout }
  | { kind: 'checkout_processing'; checkoutSessionId: string }
  | { kind: 'checkout_payment_failed'; checkoutSessionId: string; customerEmail: string | null }
  | { kind: 'checkout_expired'; checkoutSessionId: string }
  /** `refundedCents`: what the payment has had refunded in all, as of the event (Stripe's `amount_refunded`). */
  | { kind: 'payment_refunded'; paymentReference: string; refundedCents: number }
  | {
      kind: 'payment_disputed';
      paymentReference: string;
      disputeId: string;
      status: string;
      reason: string;
      amountCents: number;
    }
  | { kind: 'no_action'; reason: string }
  | { kind: 'unusable'; reason: string };

/** A provider's event with its own id (the key of exactly-once), type, object and time. */
export interface PaymentEventEnvelope {
  eventId: string;
  eventType: string;
  /** The provider's object: a checkout session, a charge, a dispute. */
  objectId: string | null;
  occurredAt: Date | null;
  event: PaymentEvent;
}

/** The result of a card (or a test bank account) entered on the local test-mode page. */
export type LocalCharge =
  | { status: 'paid'; paymentReference: string; disputed?: boolean }
  /** A test bank account: the debit is processing and clears or fails later (`/dev/payments`). */
  | { status: 'processing'; paymentReference: string }
  | { status: 'declined' | 'invalid'; message: string };

/** The local provider's own payment page, served by this app (DESIGN §5 "Checkout"). */
export interface HostedPaymentPage {
  render(options: {
    action: string;
    amount: string;
    cancelUrl: string;
    error?: string;
    values?: Record<string, string | undefined>;
  }): string;
  /** A page that says why this checkout cannot be paid (replaced by a newer one, cart already ordered). */
  renderClosed(options: {
    title: string;
    message: string;
    cartUrl: string;
    /** Test-mode buttons (hidden fields and a label) the simulator offers next. */
    actions?: { label: string; action: string; fields: Record<string, string> }[];
  }): string;
  charge(input: { checkoutSessionId: string; card: string }): LocalCharge;
}

/** A webhook whose signature or timestamp does not verify: answered 400, nothing read. */
export class WebhookSignatureError extends Error {
  constructor() {
    super('Invalid webhook signature');
    this.name = 'WebhookSignatureError';
  }
}

/** A provider that confirms payments by a signed webhook (Stripe). */
export interface PaymentWebhook {
  /** The request header that carries the provider's signature of the raw body. */
  readonly signatureHeader: string;
  /**
   * Checks the signature and its timestamp first (throws `WebhookSignatureError` when either
   * fails), then reads the event; a signed body the schema refuses is an `unusable` event, never a throw.
   */
  parse(rawBody: Buffer, signature: string): PaymentEventEnvelope;
}

/**
 * Hosted card payments (DESIGN §5 "Checkout"): the patient pays on the provider's page; the order
 * is created only from a confirmed payment (a signed webhook, or the local page's own callback).
 * Exactly one of `hostedPage` (served by this app) and `webhook` is set.
 */
export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<{ externalId: string; url: string }>;
  /** Gives a payment back (a payment for a superseded checkout, an ordered cart, a wrong amount). */
  refund(request: RefundRequest): Promise<{ refundReference: string }>;
  hostedPage?: HostedPaymentPage;
  webhook?: PaymentWebhook;
  /**
   * The local page only, outside production: its test bank accounts and `POST /dev/payments/{id}/events`
   * produce the provider's later events (a delayed debit clearing or failing, expiry, refund, dispute).
   */
  simulator?: boolean;
}
