/**
 * The account's saved cart and wishlist, signed in (docs/decisions/0023-saved-carts.md):
 * - GET /api/cart, /api/wishlist ?lang : the whole list;
 * - PATCH /api/cart, /api/wishlist { set: [{ productId, quantity }] } : lines to absolute quantities (0 removes);
 * - POST /api/cart/merge, /api/wishlist/merge { lines } : a guest's lines added on sign-in.
 * Every answer is the whole list `{ lines }` with the catalogue's product fields.
 */
import {
  savedListMergeSchema,
  savedListPatchSchema,
  savedListQuerySchema,
  savedListSchema,
  SAVED_LISTS,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, SESSION_SECURITY, USER_ERRORS } from '../../lib/route-schema.ts';
import type { CartService } from './service.ts';

export const cartRoutes: FastifyPluginAsyncZod<{ carts: CartService }> = async (app, { carts }) => {
  for (const list of SAVED_LISTS) {
    const base = `/api/${list}`;
    const common = { tags: ['carts'], security: SESSION_SECURITY, querystring: savedListQuerySchema };

    app.get(
      base,
      {
        preValidation: app.requireUser,
        schema: {
          ...common,
          summary: `The account's saved ${list}`,
          response: { 200: savedListSchema, ...errorResponses(400, ...USER_ERRORS) },
        },
      },
      async (request) => carts.get(request.sessionUser!.id, list, request.query.lang),
    );

    app.patch(
      base,
      {
        preValidation: app.requireUser,
        schema: {
          ...common,
          summary: `Set lines of the account's ${list} to absolute quantities (0 removes)`,
          body: savedListPatchSchema,
          response: { 200: savedListSchema, ...errorResponses(400, ...USER_ERRORS) },
        },
      },
      async (request) => carts.set(request.sessionUser!.id, list, request.body, request.query.lang),
    );

    app.post(
      `${base}/merge`,
      {
        preValidation: app.requireUser,
        schema: {
          ...common,
          summary: `Add a guest's ${list} to the account's (quantities summed, capped)`,
          body: savedListMergeSchema,
          response: { 200: savedListSchema, ...errorResponses(400, ...USER_ERRORS) },
        },
      },
      async (request) => carts.merge(request.sessionUser!.id, list, request.body, request.query.lang),
    );
  }
};
