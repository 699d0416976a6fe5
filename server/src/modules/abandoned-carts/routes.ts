/**
 * A cart reminder's two links, anyone (the token is the proof; docs/decisions/0024-abandoned-carts.md):
 * - POST /api/cart-reminders/restore { token } ?lang : the reminded cart's lines, as the catalogue lists them now;
 * - POST /api/cart-reminders/unsubscribe { token } : no more cart reminders for that address;
 * - PUT /api/cart-reminders/guest { email, lines } ?lang : a guest's cart kept for one reminder
 *   ("Avisame si me olvido algo", docs/decisions/0031-guest-cart-reminders.md); no lines forget it.
 * Unknown or expired tokens: 404 cart_link_invalid.
 */
import {
  guestCartReminderSavedSchema,
  guestCartReminderSchema,
  cartReminderTokenSchema,
  cartReminderUnsubscribedSchema,
  savedListQuerySchema,
  savedListSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
    async (request) => reminders.unsubscribe(request.body.token),
  );

  app.put(
    '/api/cart-reminders/guest',
    {
      schema: {
        tags: ['carts'],
        summary: "Keep a guest's cart for one reminder to the e-mail typed at checkout (no lines: forget it)",
        querystring: savedListQuerySchema,
        body: guestCartReminderSchema,
        response: { 200: guestCartReminderSavedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => reminders.keepGuestCart(request.body, request.query.lang, request.ip),
  );
};
