import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { checkHealth } from './health.service';

const healthReplySchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });

export const healthRoutes =
  ({ db }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database status',
          response: { 200: healthReplySchema, 503: healthReplySchema },
        },
        config: { rateLimit: false },
      },
      async (request, reply) => {
        const health = await checkHealth({ db, log: request.log });
        return reply.status(health.database === 'up' ? 200 : 503).send(health);
      },
    );
  };
