import {
  checkoutReplySchema,
  createOrderBodySchema,
  createOrderReplySchema,
  createReviewBodySchema,
  orderSchema,
  productReviewsSchema,
  updateOrderBodySchema,
} from '@dme/shared/orders/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/domain-error';
import { requireUser } from '../../plugins/auth';
import { resolvePatientSession, resolvePricedSession } from '../patient-session/session.service';
import { getOrder, listPatientOrders, placeFreeOrder, setAssistance, startCheckout } from './orders.service';
import { createReview, findProductReviews } from './reviews.service';

const number = z.object({ id: z.string().max(40) });

export const orderRoutes =
  ({ db, config, payments }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['orders'];
    const caller = async (
      request: Parameters<typeof resolvePatientSession>[2],
      reply: Parameters<typeof resolvePatientSession>[3],
    ) => ({
      session: await resolvePatientSession(db, config, request, reply),
      auth: request.auth,
    });

    app.post(
      '/api/carts/:id/checkout',
      {
        schema: {
          tags,
          summary: 'Start paying for a cart on the hosted payment page',
          params: z.object({ id: z.uuid() }),
          response: { 200: checkoutReplySchema },
        },
      },
      async (request, reply) => {
        const { session, plan } = await resolvePricedSession(db, config, request, reply);
        return {
          checkoutUrl: await startCheckout({ db, config, payments }, session, plan, request.params.id),
        };
      },
    );

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
        const { session, plan } = await resolvePricedSession(db, config, request, reply);
        const { cartUuid, customerDetails } = request.body.order;
        const order = await placeFreeOrder(db, session, plan, {
          cartId: cartUuid,
          customer: { name: customerDetails.name, email: customerDetails.email },
          address: customerDetails.shipping.address,
          userId: request.auth?.role === 'patient' ? request.auth.userId : null,
          publicUrl: config.PUBLIC_URL,
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
      async (request) => listPatientOrders(db, requireUser(request, { roles: ['patient'] })),
    );

    app.get(
      '/api/orders/:id',
      {
        schema: {
          tags,
          summary: 'One order, by confirmation number',
          params: number,
          response: { 200: orderSchema },
        },
      },
      async (request, reply) => getOrder(db, await caller(request, reply), request.params.id),
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
        await createReview(db, requireUser(request, { roles: ['patient'] }), request.body.review);
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
          body: updateOrderBodySchema,
          response: { 200: orderSchema },
        },
      },
      async (request, reply) => {
        if (!request.params.id) throw notFound();
        return setAssistance(
          db,
          await caller(request, reply),
          request.params.id,
          request.body.order.assistanceRequired,
        );
      },
    );
  };
