import { supportRequestReplySchema, supportRequestSchema } from '@dme/shared/support/support-request';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { createSupportRequest } from './support.service';

export const supportRoutes =
  ({ db, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/support_requests',
      {
        schema: {
          tags: ['support'],
          summary: 'Send a request to the support desk (the help widget)',
          body: supportRequestSchema,
          response: { 201: supportRequestReplySchema },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      },
      async (request, reply) => {
        await createSupportRequest(db, config.SUPPORT_EMAIL, request.body);
        return reply.status(201).send({ message: 'Thanks! Our support team will get back to you shortly.' });
      },
    );
  };
