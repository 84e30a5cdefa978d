import { unsubscribeBodySchema, unsubscribeReplySchema } from '@dme/shared/notifications/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { DomainError } from '../../lib/domain-error';
import { auditCallerOf } from '../audit/audit-caller';
import { unsubscribe } from './notifications.service';

/** The unsubscribe page's call, and the same URL as the e-mail's one-click List-Unsubscribe target. */
export const notificationRoutes =
  ({ db, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // RFC 8058: a mail client POSTs "List-Unsubscribe=One-Click" form-encoded to the header's URL;
    // the signed values are in its query, so the body is read and ignored (this plugin only).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, undefined),
    );
    app.post(
      '/api/messages/unsubscribe',
      {
        schema: {
          tags: ['messages'],
          summary: 'Stops e-mails or texts about an order (signed link of the e-mail; one-click capable)',
          querystring: unsubscribeBodySchema.partial(),
          body: unsubscribeBodySchema.nullish(),
          response: { 200: unsubscribeReplySchema },
        },
      },
      async (request) => {
        const input = unsubscribeBodySchema.safeParse(request.body ?? request.query);
        if (!input.success)
          throw new DomainError('validation', input.error.issues[0]?.message ?? 'Invalid link');
        return unsubscribe(db, input.data, config.SECRET_KEY, auditCallerOf(request));
      },
    );
  };
