import {
  messagePreferenceBodySchema,
  messagePreferencesSchema,
  smsPhoneBodySchema,
  subscriptionChangeReplySchema,
  subscriptionsSchema,
  unsubscribeBodySchema,
  unsubscribeLinkSchema,
} from '@dme/shared/notifications/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isTwilioSignatureValid, readIncomingText } from '../../adapters/sms/twilio-webhook';
import type { AppContext } from '../../app-context';
import { DomainError, unauthenticated } from '../../lib/domain-error';
import { singleHeader } from '../../lib/headers';
import { digestEventId } from '../../lib/webhook-events';
import { requireUser } from '../../plugins/auth';
import { auditCallerOf } from '../audit/audit-caller';
import { changeAccountSmsPhone, readAccountMessages, setAccountMessages } from './account-messages.service';
import {
  readLinkSubscriptions,
  recordIncomingTextRefusal,
  recordSmsReply,
  setLinkSubscription,
} from './notifications.service';

/**
 * The unsubscribe page's call, the same URL as the e-mail's one-click List-Unsubscribe target; the
 * same choices for a signed-in patient in Account Settings; and, with Twilio set up, the webhook of
 * the texts patients send back.
 */
export const notificationRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.register(unsubscribeRoutes(context));
    app.register(accountMessageRoutes(context));
    const authToken = context.config.TWILIO_AUTH_TOKEN;
    if (authToken) app.register(twilioReplyRoutes(context, authToken));
  };

const unsubscribeRoutes =
  ({ db, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // RFC 8058: a mail client POSTs "List-Unsubscribe=One-Click" form-encoded to the header's URL;
    // the signed values are in its query, so the body is read and ignored (this plugin only).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, undefined),
    );
    app.get(
      '/api/messages/subscriptions',
      {
        schema: {
          tags: ['messages'],
          summary:
            "What an order's e-mails and texts are now, through the e-mail's signed unsubscribe link (masked)",
          querystring: unsubscribeLinkSchema,
          response: { 200: subscriptionsSchema },
        },
      },
      (request) => readLinkSubscriptions(db, request.query, config.SECRET_KEY, auditCallerOf(request)),
    );
    app.post(
      '/api/messages/unsubscribe',
      {
        schema: {
          tags: ['messages'],
          summary: 'Stops e-mails or texts about an order (signed link of the e-mail; one-click capable)',
          querystring: unsubscribeBodySchema.partial(),
          body: unsubscribeBodySchema.nullish(),
          response: { 200: subscriptionChangeReplySchema },
        },
      },
      async (request) => {
        const input = unsubscribeBodySchema.safeParse(request.body ?? request.query);
        if (!input.success)
          throw new DomainError('validation', input.error.issues[0]?.message ?? 'Invalid link');
        return setLinkSubscription(db, input.data, false, config.SECRET_KEY, auditCallerOf(request));
      },
    );
    app.post(
      '/api/messages/resubscribe',
      {
        schema: {
          tags: ['messages'],
          summary: 'Resumes e-mails or texts about an order that the same signed link stopped',
          body: unsubscribeBodySchema,
          response: { 200: subscriptionChangeReplySchema },
        },
      },
      (request) => setLinkSubscription(db, request.body, true, config.SECRET_KEY, auditCallerOf(request)),
    );
  };

/** A signed-in patient's own message choices: her account's orders only, never another's. */
const accountMessageRoutes =
  ({ db }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const patientOf = (request: Parameters<typeof requireUser>[0]) => {
      const auth = requireUser(request, { roles: ['patient'] });
      return { userId: auth.userId, email: auth.email };
    };
    app.get(
      '/api/account/messages',
      {
        schema: {
          tags: ['messages'],
          summary: "The signed-in patient's e-mails and texts about her orders: on or off, and where they go",
          response: { 200: messagePreferencesSchema },
        },
      },
      (request) => readAccountMessages(db, patientOf(request), auditCallerOf(request)),
    );
    app.put(
      '/api/account/messages',
      {
        schema: {
          tags: ['messages'],
          summary: 'Stops or resumes e-mails or texts about all her orders',
          body: messagePreferenceBodySchema,
          response: { 200: messagePreferencesSchema },
        },
      },
      (request) => setAccountMessages(db, patientOf(request), request.body, auditCallerOf(request)),
    );
    app.put(
      '/api/account/messages/sms_phone',
      {
        schema: {
          tags: ['messages'],
          summary: 'The number texts about her orders go to, with her agreement to texts',
          body: smsPhoneBodySchema,
          response: { 200: messagePreferencesSchema },
        },
      },
      (request) => changeAccountSmsPhone(db, patientOf(request), request.body, auditCallerOf(request)),
    );
  };

/**
 * Twilio posts each incoming text form-encoded, signed over the URL it was configured with
 * (PUBLIC_URL and this path) and the parameters as sent, so the body is kept as text until checked.
 */
const twilioReplyRoutes =
  ({ db, config }: AppContext, authToken: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 20_000 },
      (_request, body, done) => done(null, body),
    );
    app.post('/api/webhooks/twilio/sms', { schema: { hide: true } }, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const params = Object.fromEntries(new URLSearchParams(rawBody));
      const url = `${config.PUBLIC_URL}${request.url}`;
      if (!isTwilioSignatureValid(authToken, url, params, singleHeader(request, 'x-twilio-signature')))
        throw unauthenticated('Invalid webhook signature');
      const text = readIncomingText(params);
      // Signed but not the documented shape: acknowledged and recorded for operations, since
      // Twilio would only log a non-2xx and move to the fallback URL (decision 0109).
      if (!text.ok)
        await recordIncomingTextRefusal(
          db,
          { messageSid: text.messageSid, digest: digestEventId(rawBody), reason: text.reason },
          auditCallerOf(request),
        );
      else
        await recordSmsReply(
          db,
          { from: text.from, body: text.body, optOutType: text.optOutType, messageSid: text.messageSid },
          auditCallerOf(request),
        );
      // An empty TwiML answer: Twilio sends its own confirmation of STOP and START.
      return reply.type('text/xml').send('<Response></Response>');
    });
  };
