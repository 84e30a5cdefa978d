import { providerTypeSchema } from '@dme/shared/auth/signup';
import { hcpcsCodeSchema, hcpcsCodesQuerySchema } from '@dme/shared/reference/hcpcs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { listHcpcsCodes, listProviderTypes } from './reference.service';

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
      async () => listProviderTypes(db),
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
      async (request) => listHcpcsCodes(db, request.query),
    );
  };
