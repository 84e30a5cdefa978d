import {
  addCartItemBodySchema,
  CART_MESSAGES,
  cartSchema,
  updateCartItemBodySchema,
} from '@dme/shared/cart/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/domain-error';
import { readPricedSession, resolvePricedSession } from '../patient-session/session-cookie';
import { findLiveSessionWithCart } from './cart.repo';
import { addCartItem, getCart, updateCartItem } from './cart.service';

export const cartRoutes =
  ({ db, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/carts/me',
      { schema: { tags: ['cart'], summary: "This session's cart", response: { 200: cartSchema } } },
      async (request, reply) => {
        const { session, plan } = await readPricedSession(
          db,
          config,
          request,
          reply,
          findLiveSessionWithCart,
        );
        return getCart(db, session, plan);
      },
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
      async (request, reply) => {
        const { session, plan } = await resolvePricedSession(db, config, request, reply);
        return addCartItem(db, session, plan, request.body.cartItem);
      },
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
        if (!z.uuid().safeParse(request.params.uuid).success) throw notFound(CART_MESSAGES.itemNotFound);
        const { session, plan } = await resolvePricedSession(
          db,
          config,
          request,
          reply,
          findLiveSessionWithCart,
        );
        return updateCartItem(db, session, plan, request.params.uuid, request.body.cartItem.quantity);
      },
    );
  };
