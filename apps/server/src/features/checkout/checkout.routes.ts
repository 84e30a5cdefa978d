import { US_STATE_CODES } from '@dme/shared/validation/us-states';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TEST_CARDS } from '../../adapters/payments/local';
import { salesTaxCents } from '../../adapters/payments/tax';
import type { AppContext } from '../../app-context';
import { checkoutSessions } from '../../db/schema/index';
import { notFound } from '../../lib/domain-error';
import { findOrderByCart } from '../orders/orders.repo';
import { completeCheckout } from '../orders/orders.service';
import { formatUsd } from '../pricing/money';
import { type PaymentPageValues, renderTestPaymentPage } from './test-payment-page';

const paymentForm = z.object({
  card: z.string().transform((value) => value.replace(/\D/g, '')),
  name: z.string().trim().min(1, 'Enter the name on the card').max(200),
  email: z.email('Enter a valid email address'),
  line1: z.string().trim().min(1, 'Enter the address').max(200),
  line2: z.string().trim().max(200).optional(),
  city: z.string().trim().min(1, 'Enter the city').max(100),
  state: z.enum(US_STATE_CODES),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit zip code'),
});

const orderPage = (number: string) => `/orders/${number}?clearSession=true`;

/** The hosted-payment side of checkout: the local test-mode page, or Stripe's webhook and return page. */
export const checkoutRoutes =
  ({ db, config, stripe }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    async function openCheckout(id: string) {
      if (!z.uuid().safeParse(id).success) throw notFound();
      const [checkout] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
      if (!checkout) throw notFound('This payment page has expired');
      return { checkout, order: await findOrderByCart(db, checkout.cartId) };
    }

    if (!stripe) {
      const pageRoutes: FastifyPluginAsyncZod = async (page) => {
        page.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string', bodyLimit: 10_000 },
          (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
        );
        const render = (id: string, amountCents: number, error?: string, values?: PaymentPageValues) =>
          renderTestPaymentPage({
            action: `/payments/test/${id}`,
            amount: formatUsd(amountCents),
            cancelUrl: '/cart',
            ...(error ? { error } : {}),
            ...(values ? { values } : {}),
          });

        page.get(
          '/payments/test/:id',
          { schema: { hide: true, params: z.object({ id: z.string() }) } },
          async (request, reply) => {
            const { checkout, order } = await openCheckout(request.params.id);
            if (order) return reply.redirect(orderPage(order.confirmationNumber), 303);
            return reply
              .type('text/html')
              .header('cache-control', 'no-store')
              .send(render(checkout.id, checkout.amountCents));
          },
        );

        page.post(
          '/payments/test/:id',
          {
            schema: { hide: true, params: z.object({ id: z.string() }) },
            config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
          },
          async (request, reply) => {
            const { checkout, order } = await openCheckout(request.params.id);
            if (order) return reply.redirect(orderPage(order.confirmationNumber), 303);
            const values = (request.body ?? {}) as PaymentPageValues;
            const parsed = paymentForm.safeParse(values);
            const fail = (error: string) =>
              reply
                .status(422)
                .type('text/html')
                .send(render(checkout.id, checkout.amountCents, error, { ...values, card: '' }));
            if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Check the form');
            if (parsed.data.card === TEST_CARDS.decline) {
              await db
                .update(checkoutSessions)
                .set({ status: 'declined' })
                .where(eq(checkoutSessions.id, checkout.id));
              return fail('Your card was declined. Try another card.');
            }
            if (parsed.data.card !== TEST_CARDS.success)
              return fail('Use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).');
            const { name, email, line1, line2, city, state, postalCode } = parsed.data;
            const placed = await completeCheckout(db, config.PUBLIC_URL, {
              checkoutSessionId: checkout.id,
              paymentReference: `test_${checkout.id}`,
              customer: { name, email },
              address: { line1, line2: line2 || null, city, state, postalCode, country: 'US' },
              taxCents: salesTaxCents(state, 0),
            });
            return reply.redirect(orderPage(placed.confirmationNumber), 303);
          },
        );
      };
      app.register(pageRoutes);
      return;
    }

    const stripePayments = stripe;
    app.register(async (hooks) => {
      hooks.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: 1_048_576 },
        (_request, body, done) => done(null, body),
      );
      hooks.post('/api/webhooks/stripe', { schema: { hide: true } }, async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        let paid: ReturnType<StripeParse>;
        try {
          paid = stripePayments.parseWebhook(
            request.body as Buffer,
            typeof signature === 'string' ? signature : '',
          );
        } catch {
          return reply.status(400).send({ error: 'Invalid signature' });
        }
        if (paid) await completeCheckout(db, config.PUBLIC_URL, paid);
        return { received: true };
      });
    });

    app.get(
      '/payments/complete',
      { schema: { hide: true, querystring: z.object({ sessionId: z.string().max(200) }) } },
      async (request, reply) => {
        const [checkout] = await db
          .select()
          .from(checkoutSessions)
          .where(eq(checkoutSessions.externalId, request.query.sessionId))
          .limit(1);
        const order = checkout && (await findOrderByCart(db, checkout.cartId));
        if (order) return reply.redirect(orderPage(order.confirmationNumber), 303);
        // The webhook has not arrived yet: look again in a moment.
        return reply
          .type('text/html')
          .send(
            '<!doctype html><meta http-equiv="refresh" content="2"><title>Confirming your payment</title><p style="font-family:system-ui;margin:40px">Confirming your payment…</p>',
          );
      },
    );
  };

type StripeParse = NonNullable<AppContext['stripe']>['parseWebhook'];
