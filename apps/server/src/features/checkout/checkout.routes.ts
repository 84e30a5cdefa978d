import { checkoutReplySchema, PAYMENT_MESSAGES } from '@dme/shared/orders/api';
import { US_STATE_CODES } from '@dme/shared/validation/us-states';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type HostedPaymentPage,
  type PaidCheckout,
  type PaymentWebhook,
  WebhookSignatureError,
} from '../../adapters/payments/port';
import type { AppContext } from '../../app-context';
import { isDevLike } from '../../config';
import { DomainError, notFound } from '../../lib/domain-error';
import { singleHeader } from '../../lib/headers';
import { resolvePatientSession } from '../patient-session/session-cookie';
import { formatUsd } from '../pricing/money';
import { type CheckoutDeps, findReturnDestination, startCheckout } from './checkout.service';
import {
  type ClosedReason,
  findPaymentPageState,
  type HostedPageForm,
  payOnHostedPage,
  SIMULATED_EVENT_TYPES,
  simulatePaymentEvent,
} from './hosted-page.service';
import { handlePaymentEvent } from './payment-events.service';

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

const CLOSED_TEXTS: Record<ClosedReason, { title: string; message: string }> = {
  superseded: { title: PAYMENT_MESSAGES.supersededTitle, message: PAYMENT_MESSAGES.superseded },
  already_ordered: { title: PAYMENT_MESSAGES.alreadyOrderedTitle, message: PAYMENT_MESSAGES.alreadyOrdered },
  processing: { title: PAYMENT_MESSAGES.processingTitle, message: PAYMENT_MESSAGES.processing },
  payment_failed: {
    title: PAYMENT_MESSAGES.paymentFailedTitle,
    message: PAYMENT_MESSAGES.refused.payment_failed,
  },
  expired: { title: PAYMENT_MESSAGES.expiredTitle, message: PAYMENT_MESSAGES.refused.expired },
};

const closedPage = (page: HostedPaymentPage, reason: ClosedReason, actions?: ClosedPageActions) =>
  page.renderClosed({ ...CLOSED_TEXTS[reason], cartUrl: '/cart', ...(actions ? { actions } : {}) });

type ClosedPageActions = NonNullable<Parameters<HostedPaymentPage['renderClosed']>[0]['actions']>;

/** The simulator's next steps for a processing test debit: it clears (with the page's details) or fails. */
function simulatedDebitActions(checkoutId: string, paid: PaidCheckout): ClosedPageActions {
  const action = `/dev/payments/${checkoutId}/events`;
  const details = {
    name: paid.customer.name,
    email: paid.customer.email,
    line1: paid.address.line1,
    line2: paid.address.line2 ?? '',
    city: paid.address.city,
    state: paid.address.state,
    postalCode: paid.address.postalCode,
  };
  return [
    {
      label: 'Test mode: the bank debit clears',
      action,
      fields: { type: 'checkout.session.async_payment_succeeded', ...details },
    },
    {
      label: 'Test mode: the bank debit fails',
      action,
      fields: { type: 'checkout.session.async_payment_failed', email: details.email },
    },
  ];
}

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

    if (payments.hostedPage)
      app.register(
        hostedPageRoutes(deps, payments.hostedPage, {
          simulator: Boolean(payments.simulator) && isDevLike(config),
        }),
      );
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
  (
    deps: CheckoutDeps,
    page: HostedPaymentPage,
    { simulator }: { simulator: boolean },
  ): FastifyPluginAsyncZod =>
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
        if (outcome.state === 'processing')
          return html(
            reply,
            202,
            closedPage(page, 'processing', simulatedDebitActions(outcome.checkout.id, outcome.paid)),
          );
        if (outcome.state === 'closed') return html(reply, 409, closedPage(page, outcome.reason));
        if (outcome.state === 'refused') return html(reply, 409, refusedPage(page, outcome.reason));
        return html(
          reply,
          422,
          form(outcome.checkout, { error: outcome.error, values: { ...values, card: '' } }),
        );
      },
    );

    // Development and test only: the provider's later events for a local checkout, through the
    // same handling as Stripe's webhook (a test debit clears or fails, expiry, refund, dispute).
    if (simulator)
      app.post(
        '/dev/payments/:id/events',
        { schema: { hide: true, params: checkoutId } },
        async (request, reply) => {
          const values = (request.body ?? {}) as Record<string, string | undefined>;
          const type = SIMULATED_EVENT_TYPES.find((known) => known === values.type);
          if (!type) throw new DomainError('validation', `type: one of ${SIMULATED_EVENT_TYPES.join(', ')}`);
          const details = hostedPageFormOf({ ...values, card: 'simulated' });
          const refundedCents = values.amount ? Number(values.amount) : undefined;
          if (refundedCents !== undefined && !(Number.isInteger(refundedCents) && refundedCents >= 0))
            throw new DomainError('validation', 'amount: whole cents');
          const result = await simulatePaymentEvent(deps, checkedId(request.params.id), {
            type,
            ...(refundedCents !== undefined ? { refundedCents } : {}),
            ...(details.ok ? { details: { customer: details.customer, address: details.address } } : {}),
            ...(z.email().safeParse(values.email).success ? { customerEmail: values.email } : {}),
            ipAddress: request.ip,
          });
          if (request.headers.accept?.includes('application/json'))
            return { outcome: result.outcome, reason: result.reason, duplicate: result.duplicate };
          return reply.redirect(`/payments/test/${request.params.id}`, 303);
        },
      );
  };

/** A provider's signed webhook (raw body for the signature) and the page its checkout returns to. */
const webhookRoutes =
  (deps: CheckoutDeps, webhook: PaymentWebhook): FastifyPluginAsyncZod =>
  async (app) => {
    app.register(async (raw) => {
      raw.removeContentTypeParser('application/json');
      raw.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: 1_048_576 },
        (_request, body, done) => done(null, body),
      );
      // The signature and its timestamp first (400 otherwise, nothing read). Every signed event is
      // then answered 200 — Stripe retries anything else for three days: a repeat is acknowledged
      // before any effect, a refused payment is recorded and refunded, an event with nothing to do
      // or a body the schema refuses is recorded (decision 0109).
      raw.post('/api/webhooks/stripe', { schema: { hide: true } }, async (request, reply) => {
        let envelope: ReturnType<PaymentWebhook['parse']>;
        try {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          envelope = webhook.parse(body, singleHeader(request, webhook.signatureHeader) ?? '');
        } catch (error) {
          if (error instanceof WebhookSignatureError)
            return reply.status(400).send({ error: 'Invalid signature' });
          throw error;
        }
        const result = await handlePaymentEvent(deps, envelope, {
          provider: 'stripe',
          ipAddress: request.ip,
        });
        return { received: true, duplicate: result.duplicate };
      });
    });

    app.get(
      '/payments/complete',
      { schema: { hide: true, querystring: z.object({ sessionId: z.string().max(200) }) } },
      async (request, reply) => {
        const destination = await findReturnDestination(deps.db, request.query.sessionId);
        if (destination?.orderPath) return reply.redirect(destination.orderPath, 303);
        if (destination?.waiting)
          return reply
            .type('text/html')
            .send(
              `<!doctype html><title>${PAYMENT_MESSAGES.processingTitle}</title><p style="font-family:system-ui;margin:40px">${PAYMENT_MESSAGES.processing}</p><p style="font-family:system-ui;margin:40px"><a href="/cart">Return to the cart</a></p>`,
            );
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
