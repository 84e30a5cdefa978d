import type { CheckoutRequest, PaymentProvider } from './port';

/** Test-mode card numbers of the local hosted page (README): one pays, one is declined. */
export const TEST_CARDS = { success: '4242424242424242', decline: '4000000000000002' } as const;

/**
 * The working default: a clearly marked test-mode payment page served by this app at
 * /payments/test/{checkoutSessionId}; paying there confirms the checkout like a webhook would.
 */
export function createLocalPayments(publicUrl: string): PaymentProvider {
  return {
    name: 'local test-mode payment page',
    async createCheckout(request: CheckoutRequest) {
      return {
        externalId: `test_${request.checkoutSessionId}`,
        url: new URL(`/payments/test/${request.checkoutSessionId}`, publicUrl).toString(),
      };
    },
  };
}
