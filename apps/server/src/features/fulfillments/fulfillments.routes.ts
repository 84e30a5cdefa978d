import { attachmentsReplySchema } from '@dme/shared/attachments/api';
import {
  createShipmentBodySchema,
  createShipmentReplySchema,
  createUsageDataBodySchema,
  fulfillmentSchema,
  supplierPriorAuthBodySchema,
  trackingAccessQuerySchema,
  updateFulfillmentBodySchema,
} from '@dme/shared/fulfillments/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { createUsageData } from '../attachments/attachments.service';
import { auditCallerOf } from '../audit/audit-caller';
import {
  createShipment,
  getFulfillment,
  listFulfillments,
  markDelivered,
  requestUsageData,
  setPriorAuthBySupplier,
} from './fulfillments.service';

const number = z.object({ id: z.string().max(40) });

export const fulfillmentRoutes =
  ({ db, config, storage }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['fulfillments'];
    const staff = { roles: ['provider', 'supplier'] as const };

    app.get(
      '/api/fulfillments',
      {
        schema: {
          tags,
          summary: "A supplier's fulfillments, or those of a provider's work orders",
          response: { 200: z.array(fulfillmentSchema) },
        },
      },
      async (request) =>
        listFulfillments(db, requireUser(request, staff), config.PUBLIC_URL, auditCallerOf(request)),
    );

    app.get(
      '/api/fulfillments/:id',
      {
        schema: {
          tags,
          summary:
            "One fulfillment by its number: in full for its supplier or provider, items and shipping state only with its tracking link's token",
          params: number,
          querystring: trackingAccessQuerySchema,
          response: { 200: fulfillmentSchema },
        },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request) =>
        getFulfillment(
          db,
          { auth: request.auth, number: request.params.id, access: request.query.access },
          auditCallerOf(request),
          { publicUrl: config.PUBLIC_URL, secretKey: config.SECRET_KEY },
        ),
    );

    app.put(
      '/api/fulfillments/:id',
      {
        schema: {
          tags,
          summary: 'Request CPAP usage data (provider)',
          params: number,
          body: updateFulfillmentBodySchema,
          response: { 200: fulfillmentSchema },
        },
      },
      async (request) =>
        requestUsageData(
          db,
          requireUser(request, { roles: ['provider'] }),
          request.params.id,
          auditCallerOf(request),
          config.PUBLIC_URL,
        ),
    );

    app.post(
      '/api/shipments',
      {
        schema: {
          tags,
          summary:
            "Record a tracking link for items of a fulfillment (its supplier, or its e-mailed link's token once)",
          // An empty selection is answered by the service, which can tell "choose an item" from
          // "everything has shipped" (issue 13 item 10).
          body: createShipmentBodySchema.extend({ shipmentsCartItems: z.array(z.uuid()).max(100) }),
          response: { 201: createShipmentReplySchema },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request, reply) =>
        reply.status(201).send(
          await createShipment(db, request.body, request.auth, auditCallerOf(request), {
            secretKey: config.SECRET_KEY,
          }),
        ),
    );

    app.put(
      '/api/fulfillments/:id/shipments/:shipmentId/delivered',
      {
        schema: {
          tags,
          summary: 'Mark a shipment delivered (supplier)',
          params: number.extend({ shipmentId: z.uuid() }),
          response: { 200: z.object({ success: z.boolean() }) },
        },
      },
      async (request) => {
        await markDelivered(
          db,
          requireUser(request, { roles: ['supplier'] }),
          request.params.id,
          request.params.shipmentId,
          auditCallerOf(request),
        );
        return { success: true };
      },
    );

    app.put(
      '/api/fulfillments/:id/prior_auth',
      {
        schema: {
          tags,
          summary: "Set the work order's prior-authorisation status (supplier)",
          params: number,
          body: supplierPriorAuthBodySchema,
          response: { 200: z.object({ success: z.boolean() }) },
        },
      },
      async (request) => {
        await setPriorAuthBySupplier(
          { db, storage },
          requireUser(request, { roles: ['supplier'] }),
          request.params.id,
          {
            status: request.body.priorAuthStatus,
            blobSignedId: request.body.blobSignedId ?? null,
            expedited: request.body.expedited ?? false,
          },
          auditCallerOf(request),
        );
        return { success: true };
      },
    );

    app.post(
      '/api/attachments/create_usage_data',
      {
        schema: {
          tags: ['attachments'],
          summary: 'Attach CPAP usage documents to a fulfillment (supplier)',
          body: createUsageDataBodySchema,
          response: { 201: attachmentsReplySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await createUsageData(
            { db, storage },
            requireUser(request, { roles: ['supplier'] }),
            request.body,
            auditCallerOf(request),
          ),
        }),
    );
  };
