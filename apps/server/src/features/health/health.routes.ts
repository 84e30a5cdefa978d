import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';

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
        try {
          await db.execute(sql`select 1`);
          return reply.send({ status: 'ok', database: 'up' });
        } catch (error) {
          request.log.error({ err: error }, 'database health check failed');
          return reply.status(503).send({ status: 'degraded', database: 'down' });
        }
      },
    );
  };
