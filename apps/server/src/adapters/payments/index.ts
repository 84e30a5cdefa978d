import { type Config, isDevLike } from '../../config';
import { createLocalPayments } from './local';
import type { PaymentProvider } from './port';

export type { PaidCheckout, PaymentProvider } from './port';

/**
 * Stripe Checkout when STRIPE_SECRET_KEY is set; the local test-mode page otherwise. The vendor
 * adapter (and its SDK) is imported only when chosen: an unused SDK costs every process memory.
 */
export async function createPayments(config: Config): Promise<{ payments: PaymentProvider }> {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    const { createStripePayments } = await import('./stripe');
    return {
      payments: createStripePayments({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      }),
    };
  }
  return { payments: createLocalPayments(config.PUBLIC_URL, { simulator: isDevLike(config) }) };
}
