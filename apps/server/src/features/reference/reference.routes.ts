import { providerTypeSchema } from '@dme/shared/auth/signup';
import { hcpcsCodeSchema, hcpcsCodesQuerySchema } from '@dme/shared/reference/hcpcs';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { providerTypes } from '../../db/schema/index';
import { findHcpcsCodes } from './hcpcs.repo';

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

    app.get(
      '/api/hcpcs_codes',
      {
        schema: {
          tags: ['reference'],
          summary: 'HCPCS codes with their vertical, category and supporting ICD-10 codes',
          querystring: hcpcsCodesQuerySchema,
          response: { 200: z.array(hcpcsCodeSchema) },
        },
      },
      async (request) =>
        findHcpcsCodes(db, {
          includeIcd10s: request.query.includeIcd10s === 'true',
          ...(request.query.productVerticalUuid ? { verticalId: request.query.productVerticalUuid } : {}),
        }),
    );
  };
