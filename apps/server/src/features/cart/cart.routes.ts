import { addCartItemBodySchema, cartSchema, updateCartItemBodySchema } from '@dme/shared/cart/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/domain-error';
import { resolvePatientSession } from '../patient-session/session.service';
import { addCartItem, getCart, updateCartItem } from './cart.service';

export const cartRoutes =
  ({ db, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Until the insurance area attaches a plan to the session, every price is retail.
    const noPlan = null;

    app.get(
      '/api/carts/me',
      { schema: { tags: ['cart'], summary: "This session's cart", response: { 200: cartSchema } } },
      async (request, reply) => getCart(db, await resolvePatientSession(db, config, request, reply), noPlan),
    );

    app.post(
      '/api/cart_items',
      {
        schema: {
          tags: ['cart'],
          summary: 'Add a variant (or set its quantity)',
          body: addCartItemBodySchema,
          response: { 200: cartSchema },
        },
      },
      async (request, reply) =>
        addCartItem(
          db,
          await resolvePatientSession(db, config, request, reply),
          noPlan,
          request.body.cartItem,
        ),
    );

    app.put(
      '/api/cart_items/:uuid',
      {
        schema: {
          tags: ['cart'],
          summary: 'Change a quantity; 0 removes the item',
          params: z.object({ uuid: z.string() }),
          body: updateCartItemBodySchema,
          response: { 200: cartSchema },
        },
      },
      async (request, reply) => {
        if (!z.uuid().safeParse(request.params.uuid).success)
          throw notFound('This item is no longer in your cart.');
        const session = await resolvePatientSession(db, config, request, reply);
        return updateCartItem(db, session, noPlan, request.params.uuid, request.body.cartItem.quantity);
      },
    );
  };
