import {
  createOrderBodySchema,
  createOrderReplySchema,
  createReviewBodySchema,
  orderAccessQuerySchema,
  orderSchema,
  productReviewsSchema,
  updateOrderBodySchema,
} from '@dme/shared/orders/api';
import { lastShippingDetailsSchema } from '@dme/shared/orders/shipping-details';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { auditCallerOf } from '../audit/audit-caller';
import { readPatientSession, resolvePatientSession } from '../patient-session/session-cookie';
import { getLastShippingDetails } from './last-shipping-details.service';
import {
  getOrder,
  listPatientOrders,
  type OrderCaller,
  placeFreeOrder,
  setAssistance,
} from './orders.service';
import { createReview, findProductReviews } from './reviews.service';

const number = z.object({ id: z.string().min(1).max(40) });

export const orderRoutes =
  ({ db, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['orders'];
    const deps = { db, config };
    const caller = async (request: FastifyRequest, reply: FastifyReply): Promise<OrderCaller> => ({
      session: await resolvePatientSession(db, config, request, reply),
      auth: request.auth,
      ipAddress: request.ip,
    });
    // Reads store no session for a browser that has none yet (issue 12: cookie-less requests).
    const readCaller = async (request: FastifyRequest, reply: FastifyReply): Promise<OrderCaller> => ({
      session: await readPatientSession(db, config, request, reply),
      auth: request.auth,
      ipAddress: request.ip,
    });

    app.post(
      '/api/orders',
      {
        schema: {
          tags,
          summary: 'Place the order of a free cart',
          body: createOrderBodySchema,
          response: { 201: createOrderReplySchema },
        },
      },
      async (request, reply) => {
        const { cartUuid, customerDetails } = request.body.order;
        const order = await placeFreeOrder(deps, await caller(request, reply), {
          cartId: cartUuid,
          customer: { name: customerDetails.name, email: customerDetails.email },
          address: customerDetails.shipping.address,
        });
        return reply.status(201).send({ orderConfirmationNumber: order.confirmationNumber });
      },
    );

    app.get(
      '/api/orders',
      {
        schema: {
          tags,
          summary: "A signed-in patient's orders, newest first",
          response: { 200: z.array(orderSchema) },
        },
      },
      async (request, reply) => {
        const auth = requireUser(request, { roles: ['patient'] });
        return listPatientOrders(deps, { ...(await readCaller(request, reply)), auth });
      },
    );

    app.get(
      '/api/orders/last_shipping_details',
      {
        schema: {
          tags,
          summary: "The signed-in patient's newest order's contact and shipping address (404: none)",
          response: { 200: lastShippingDetailsSchema },
        },
      },
      async (request) => {
        const auth = requireUser(request, { roles: ['patient'] });
        return getLastShippingDetails(db, auth, auditCallerOf(request));
      },
    );

    app.get(
      '/api/orders/:id',
      {
        schema: {
          tags,
          summary: "One order, by confirmation number (or with the order e-mail's signed `access` link)",
          params: number,
          querystring: orderAccessQuerySchema,
          response: { 200: orderSchema },
        },
      },
      async (request, reply) =>
        getOrder(deps, await readCaller(request, reply), request.params.id, request.query.access),
    );

    app.post(
      '/api/reviews',
      {
        schema: {
          tags,
          summary: 'Review a shipped item (once)',
          body: createReviewBodySchema,
          response: { 201: z.object({ success: z.boolean() }) },
        },
      },
      async (request, reply) => {
        const auth = requireUser(request, { roles: ['patient'] });
        const { session } = await caller(request, reply);
        await createReview(db, auth, request.body.review, session.id);
        return reply.status(201).send({ success: true });
      },
    );

    app.get(
      '/api/products/:id/reviews',
      {
        schema: {
          tags,
          summary: "A product's rating and latest reviews",
          params: z.object({ id: z.uuid() }),
          response: { 200: productReviewsSchema },
        },
      },
      async (request) => findProductReviews(db, request.params.id),
    );

    app.put(
      '/api/orders/:id',
      {
        schema: {
          tags,
          summary: 'Answer whether set-up assistance is wanted',
          params: number,
          querystring: orderAccessQuerySchema,
          body: updateOrderBodySchema,
          response: { 200: orderSchema },
        },
      },
      async (request, reply) =>
        setAssistance(
          deps,
          await caller(request, reply),
          request.params.id,
          request.body.order.assistanceRequired,
          request.query.access,
        ),
    );
  };
