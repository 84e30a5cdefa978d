import { providerTypeSchema } from '@dme/shared/auth/signup';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { providerTypes } from '../../db/schema/index';

/** Public reference lists (DESIGN §3 area "reference"). */
export const referenceRoutes =
  ({ db }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/provider_types',
      {
        schema: {
          tags: ['reference'],
          summary: 'Provider types for the signup form',
          response: { 200: z.array(providerTypeSchema) },
        },
      },
      async () =>
        db
          .select({ id: providerTypes.id, name: providerTypes.name })
          .from(providerTypes)
          .orderBy(asc(providerTypes.name)),
    );
  };
