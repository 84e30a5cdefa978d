import { SERVICE_UNAVAILABLE } from '@dme/shared/wire/service-unavailable';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { checkHealth } from './health.service';

const healthReplySchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });
/**
 * The error plugin's 503 (plugins/errors.ts), for a caller whose sign-in headers could not be
 * checked: the request then fails before this route runs (docs/decisions/0110-database-outage-503.md).
 */
const unavailableReplySchema = z.object({ type: z.literal(SERVICE_UNAVAILABLE.type), error: z.string() });

export const healthRoutes =
  ({ db }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database status',
          response: { 200: healthReplySchema, 503: z.union([healthReplySchema, unavailableReplySchema]) },
        },
        config: { rateLimit: false },
      },
      async (request, reply) => {
        const health = await checkHealth({ db, log: request.log });
        return reply.status(health.database === 'up' ? 200 : 503).send(health);
      },
    );
  };
