import { complianceReplySchema } from '@dme/shared/compliance/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { auditCallerOf } from '../audit/audit-caller';
import { getFulfillmentCompliance, getWorkOrderCompliance } from './usage-data.service';

/** CPAP usage and compliance read from uploaded machine data (issue 15 §2). */
export const usageDataRoutes =
  ({ db }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['compliance'];

    app.get(
      '/api/consultations/:id/compliance',
      {
        schema: {
          tags,
          summary: "A work order's CPAP usage and compliance (its provider)",
          params: z.object({ id: z.uuid() }),
          response: { 200: complianceReplySchema },
        },
      },
      async (request) => ({
        data: await getWorkOrderCompliance(
          db,
          requireUser(request, { roles: ['provider'] }),
          request.params.id,
          auditCallerOf(request),
        ),
      }),
    );

    app.get(
      '/api/fulfillments/:id/compliance',
      {
        schema: {
          tags,
          summary: "A fulfillment's CPAP usage and compliance (its supplier or the work order's provider)",
          params: z.object({ id: z.string().max(40) }),
          response: { 200: complianceReplySchema },
        },
      },
      async (request) => ({
        data: await getFulfillmentCompliance(
          db,
          requireUser(request, { roles: ['provider', 'supplier'] }),
          request.params.id,
          auditCallerOf(request),
        ),
      }),
    );
  };
