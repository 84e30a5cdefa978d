import { DELIVERY_ROUTES, deliveryEstimateSchema, deliveryZipBodySchema } from '@dme/shared/delivery/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { readPatientSession, resolvePatientSession } from '../patient-session/session-cookie';
import { getDeliveryEstimate, setDeliveryZip } from './delivery.service';

export const deliveryRoutes =
  ({ db, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['delivery'];

    app.get(
      DELIVERY_ROUTES.estimate,
      {
        schema: {
          tags,
          summary:
            'When an order placed now would arrive at the ZIP code this browser typed (or its last order went to)',
          response: { 200: deliveryEstimateSchema },
        },
      },
      async (request, reply) => getDeliveryEstimate(db, await readPatientSession(db, config, request, reply)),
    );

    app.put(
      DELIVERY_ROUTES.estimate,
      {
        schema: {
          tags,
          summary: 'Set the ZIP code the shop and the cart promise delivery to',
          body: deliveryZipBodySchema,
          response: { 200: deliveryEstimateSchema },
        },
      },
      async (request, reply) =>
        setDeliveryZip(db, await resolvePatientSession(db, config, request, reply), request.body.zip),
    );
  };
