/**
 * A cart reminder's two links, anyone (the token is the proof; docs/decisions/0024-abandoned-carts.md):
 * - POST /api/cart-reminders/restore { token } ?lang : the reminded cart's lines, as the catalogue lists them now;
 * - POST /api/cart-reminders/unsubscribe { token } : no more cart reminders for that address.
 * Unknown or expired tokens: 404 cart_link_invalid.
 */
import {
  cartReminderTokenSchema,
  cartReminderUnsubscribedSchema,
  savedListQuerySchema,
  savedListSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../lib/lang.ts';
import { errorResponses } from '../../lib/route-schema.ts';
import type { AbandonedCartService } from './service.ts';

export const cartReminderRoutes: FastifyPluginAsyncZod<{ reminders: AbandonedCartService }> = async (
  app,
  { reminders },
) => {
  app.post(
    '/api/cart-reminders/restore',
    {
      schema: {
        tags: ['carts'],
        summary: 'The cart a reminder link restores',
        querystring: savedListQuerySchema,
        body: cartReminderTokenSchema,
        response: { 200: savedListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => reminders.restore(request.body.token, request.query.lang),
  );

  app.post(
    '/api/cart-reminders/unsubscribe',
    {
      schema: {
        tags: ['carts'],
        summary: 'Stop cart reminders for the address a reminder went to',
        body: cartReminderTokenSchema,
        response: { 200: cartReminderUnsubscribedSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => reminders.unsubscribe(request.body.token, requestLang(request)),
  );
};
