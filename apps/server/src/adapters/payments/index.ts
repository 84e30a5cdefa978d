import type { Config } from '../../config';
import { createLocalPayments } from './local';
import type { PaymentProvider } from './port';
import { createStripePayments } from './stripe';

export type { PaidCheckout, PaymentProvider } from './port';

/** Stripe Checkout when STRIPE_SECRET_KEY is set; the local test-mode page otherwise. */
export function createPayments(config: Config): { payments: PaymentProvider } {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return {
      payments: createStripePayments({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      }),
    };
  }
  return { payments: createLocalPayments(config.PUBLIC_URL) };
}
