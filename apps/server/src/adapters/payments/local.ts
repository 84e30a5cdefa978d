import { renderClosedPaymentPage, renderTestPaymentPage } from './local-page';
import type { CheckoutRequest, PaymentProvider } from './port';

/**
 * Test-mode numbers of the local hosted page (README), Stripe's own test numbers: a card that pays,
 * one that is declined, one that pays and is then disputed (a chargeback); and, with the simulator
 * on, US bank accounts whose debit is processing, then clears or fails when told to
 * (`POST /dev/payments/{id}/events`), as a delayed method does at Stripe.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  dispute: '4000000000000259',
} as const;
export const TEST_BANK_ACCOUNTS = { clears: '000123456789', fails: '000111111116' } as const;

/**
 * The working default: a clearly marked test-mode payment page served by this app at
 * /payments/test/{checkoutSessionId}; paying there confirms the checkout like a webhook would.
 * Nothing real is charged, so a refund only records itself.
 */
export function createLocalPayments(
  publicUrl: string,
  { simulator = true }: { simulator?: boolean } = {},
): PaymentProvider {
  return {
    name: 'local test-mode payment page',
    simulator,
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
        if (simulator && Object.values(TEST_BANK_ACCOUNTS).includes(digits as never))
          return { status: 'processing', paymentReference: `test_bank_${checkoutSessionId}` };
        if (simulator && digits === TEST_CARDS.dispute)
          return { status: 'paid', paymentReference: `test_${checkoutSessionId}`, disputed: true };
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
