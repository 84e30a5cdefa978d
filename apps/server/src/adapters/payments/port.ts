export interface CheckoutLine {
  name: string;
  quantity: number;
  unitAmountCents: number;
}

export interface CheckoutRequest {
  /** Our checkout session id; the provider hands it back when payment is confirmed. */
  checkoutSessionId: string;
  lines: CheckoutLine[];
  successUrl: string;
  cancelUrl: string;
}

/** What a confirmed payment tells us about the customer (the hosted page collects it). */
export interface PaidCheckout {
  checkoutSessionId: string;
  paymentReference: string;
  customer: { name: string; email: string };
  address: {
    line1: string;
    line2: string | null;
    city: string;
    state: string;
    postalCode: string;
    country: 'US';
  };
  taxCents: number;
}

/**
 * Hosted card payments (DESIGN §5 "Checkout"): the patient pays on the provider's page; the order
 * is created only from a confirmed payment (a signed webhook, or the local page's own callback).
 */
export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<{ externalId: string; url: string }>;
}
