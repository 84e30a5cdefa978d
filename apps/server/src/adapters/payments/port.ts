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

/** The result of a card entered on the local test-mode page. */
export type LocalCharge =
  | { status: 'paid'; paymentReference: string }
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
  renderClosed(options: { title: string; message: string; cartUrl: string }): string;
  charge(input: { checkoutSessionId: string; card: string }): LocalCharge;
}

/** A provider that confirms payments by a signed webhook (Stripe). */
export interface PaymentWebhook {
  /** The request header that carries the provider's signature of the raw body. */
  readonly signatureHeader: string;
  /** A verified completed payment; null for other events. Throws when the signature is not valid. */
  parse(rawBody: Buffer, signature: string): PaidCheckout | null;
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
}
