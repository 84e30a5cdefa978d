import { renderClosedPaymentPage, renderTestPaymentPage } from './local-page';
import type { CheckoutRequest, PaymentProvider } from './port';

/** Test-mode card numbers of the local hosted page (README): one pays, one is declined. */
const TEST_CARDS = { success: '4242424242424242', decline: '4000000000000002' } as const;

/**
 * The working default: a clearly marked test-mode payment page served by this app at
 * /payments/test/{checkoutSessionId}; paying there confirms the checkout like a webhook would.
 * Nothing real is charged, so a refund only records itself.
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
    async refund(request) {
      return { refundReference: `test_refund_${request.paymentReference}` };
    },
    hostedPage: {
      render: renderTestPaymentPage,
      renderClosed: renderClosedPaymentPage,
      charge({ checkoutSessionId, card }) {
        const digits = card.replace(/\D/g, '');
        if (digits === TEST_CARDS.decline)
          return { status: 'declined', message: 'Your card was declined. Try another card.' };
        if (digits !== TEST_CARDS.success)
          return {
            status: 'invalid',
            message: 'Use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).',
          };
        return { status: 'paid', paymentReference: `test_${checkoutSessionId}` };
      },
    },
  };
}
