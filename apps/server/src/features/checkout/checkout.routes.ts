import { checkoutReplySchema, PAYMENT_MESSAGES } from '@dme/shared/orders/api';
import { US_STATE_CODES } from '@dme/shared/validation/us-states';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HostedPaymentPage, PaymentWebhook } from '../../adapters/payments/port';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/domain-error';
import { singleHeader } from '../../lib/headers';
import { resolvePatientSession } from '../patient-session/session-cookie';
import { formatUsd } from '../pricing/money';
import {
  type CheckoutDeps,
  completeCheckout,
  findReturnDestination,
  startCheckout,
} from './checkout.service';
import { findPaymentPageState, type HostedPageForm, payOnHostedPage } from './hosted-page.service';

const paymentForm = z.object({
  card: z.string().max(40),
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
const checkoutId = z.object({ id: z.string().max(100) });

const closedPage = (page: HostedPaymentPage, reason: 'superseded' | 'already_ordered') =>
  page.renderClosed({
    title: reason === 'superseded' ? PAYMENT_MESSAGES.supersededTitle : PAYMENT_MESSAGES.alreadyOrderedTitle,
    message: reason === 'superseded' ? PAYMENT_MESSAGES.superseded : PAYMENT_MESSAGES.alreadyOrdered,
    cartUrl: '/cart',
  });

const refusedPage = (page: HostedPaymentPage, reason: keyof typeof PAYMENT_MESSAGES.refused) =>
  page.renderClosed({
    title: PAYMENT_MESSAGES.refusedTitle,
    message: PAYMENT_MESSAGES.refused[reason],
    cartUrl: '/cart',
  });

/**
 * Checkout (DESIGN §5): starting a payment for a cart, and the confirmation side of the chosen
 * payments provider — the local test-mode page this app serves, or a provider's signed webhook and
 * return page. The free path (`POST /api/orders`) is the orders area's.
 */
export const checkoutRoutes =
  ({ db, config, payments }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: CheckoutDeps = { db, config, payments, log: app.log };

    app.post(
      '/api/carts/:id/checkout',
      {
        schema: {
          tags: ['checkout'],
          summary: 'Start paying for a cart on the hosted payment page',
          params: z.object({ id: z.uuid() }),
          response: { 200: checkoutReplySchema },
        },
      },
      async (request, reply) => {
        const session = await resolvePatientSession(db, config, request, reply);
        return {
          checkoutUrl: await startCheckout(
            deps,
            { session, auth: request.auth, ipAddress: request.ip },
            request.params.id,
          ),
        };
      },
    );

    if (payments.hostedPage) app.register(hostedPageRoutes(deps, payments.hostedPage));
    if (payments.webhook) app.register(webhookRoutes(deps, payments.webhook));
  };

/** The local page's form: the card and the customer's details (only a US address ships). */
function hostedPageFormOf(values: Record<string, string | undefined>): HostedPageForm {
  const parsed = paymentForm.safeParse(values);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Check the form' };
  const { card, name, email, line1, line2, city, state, postalCode } = parsed.data;
  return {
    ok: true,
    card,
    customer: { name, email },
    address: { line1, line2: line2 || null, city, state, postalCode, country: 'US' },
  };
}

/** The local provider's page at /payments/test/{checkoutId}: its form, and its own confirmation. */
const hostedPageRoutes =
  (deps: CheckoutDeps, page: HostedPaymentPage): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 10_000 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const checkedId = (id: string) => {
      if (!z.uuid().safeParse(id).success) throw notFound();
      return id;
    };
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.status(status).type('text/html').header('cache-control', 'no-store').send(body);
    const form = (
      checkout: { id: string; amountCents: number },
      extra: { error?: string; values?: Record<string, string | undefined> },
    ) =>
      page.render({
        action: `/payments/test/${checkout.id}`,
        amount: formatUsd(checkout.amountCents),
        cancelUrl: '/cart',
        ...extra,
      });

    app.get('/payments/test/:id', { schema: { hide: true, params: checkoutId } }, async (request, reply) => {
      const found = await findPaymentPageState(deps.db, checkedId(request.params.id));
      if (found.state === 'ordered') return reply.redirect(orderPage(found.orderNumber), 303);
      if (found.state === 'closed') return html(reply, 409, closedPage(page, found.reason));
      return html(reply, 200, form(found.checkout, {}));
    });

    app.post(
      '/payments/test/:id',
      {
        schema: { hide: true, params: checkoutId },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const values = (request.body ?? {}) as Record<string, string | undefined>;
        const outcome = await payOnHostedPage(deps, page, {
          checkoutId: checkedId(request.params.id),
          form: hostedPageFormOf(values),
          ipAddress: request.ip,
        });
        if (outcome.state === 'ordered') return reply.redirect(orderPage(outcome.orderNumber), 303);
        if (outcome.state === 'closed') return html(reply, 409, closedPage(page, outcome.reason));
        if (outcome.state === 'refused') return html(reply, 409, refusedPage(page, outcome.reason));
        return html(
          reply,
          422,
          form(outcome.checkout, { error: outcome.error, values: { ...values, card: '' } }),
        );
      },
    );
  };

/** A provider's signed webhook (raw body for the signature) and the page its checkout returns to. */
const webhookRoutes =
  (deps: CheckoutDeps, webhook: PaymentWebhook): FastifyPluginAsyncZod =>
  async (app) => {
    app.register(async (raw) => {
      raw.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: 1_048_576 },
        (_request, body, done) => done(null, body),
      );
      raw.post('/api/webhooks/stripe', { schema: { hide: true } }, async (request, reply) => {
        let paid: ReturnType<PaymentWebhook['parse']>;
        try {
          paid = webhook.parse(request.body as Buffer, singleHeader(request, webhook.signatureHeader) ?? '');
        } catch {
          return reply.status(400).send({ error: 'Invalid signature' });
        }
        // A refused payment is answered 200 too: it is recorded and refunded, so a retry adds nothing.
        if (paid) await completeCheckout(deps, paid, request.ip);
        return { received: true };
      });
    });

    app.get(
      '/payments/complete',
      { schema: { hide: true, querystring: z.object({ sessionId: z.string().max(200) }) } },
      async (request, reply) => {
        const destination = await findReturnDestination(deps.db, request.query.sessionId);
        if (destination?.orderPath) return reply.redirect(destination.orderPath, 303);
        if (destination?.refusal)
          return reply.redirect(
            `/cart?error=${encodeURIComponent(PAYMENT_MESSAGES.refused[destination.refusal])}`,
            303,
          );
        // The webhook has not arrived yet: look again in a moment.
        return reply
          .type('text/html')
          .send(
            '<!doctype html><meta http-equiv="refresh" content="2"><title>Confirming your payment</title><p style="font-family:system-ui;margin:40px">Confirming your payment…</p>',
          );
      },
    );
  };
