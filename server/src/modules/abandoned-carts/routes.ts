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
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { userIdByEmail } from './store.ts';

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

const Body = z
  .object({
    email: z.email(),
    at: z.iso.datetime({ offset: true }).describe('The time the sweep runs "at", ISO 8601'),
  })
  .strict();

/**
 * Test-only (registered by index.ts with TEST_ROUTES only): POST /api/test/abandoned-carts/remind { email, at } mails one account's (or guest's) cart reminder
 * as if the clock read `at`, so a browser test follows a reminder without waiting six hours.
 * Registered only when config.testRoutes is true (TEST_ROUTES=true, accepted by loadConfig only on a
 * server listening and addressed on loopback alone: never a shop taking real orders). One account at
 * a time, so a test never mails the carts of the tests running beside it.
 */
export const abandonedCartTestRoutes: FastifyPluginAsyncZod<{
  db: Db;
  reminders: AbandonedCartService;
}> = async (app, { db, reminders }) => {
  app.post(
    '/api/test/abandoned-carts/remind',
    {
      schema: {
        tags: ['test'],
        summary: "Test only: mail one account's cart reminder at a given time",
        body: Body,
        response: { 200: z.object({ sent: z.boolean() }), ...errorResponses(400) },
      },
    },
    async (request) => {
      const userId = await userIdByEmail(db, request.body.email);
      const at = new Date(request.body.at);
      // An address without an account: the guest's cart kept from checkout's box (decision 0031).
      return {
        sent: userId
          ? await reminders.remindOne(userId, at)
          : await reminders.remindGuestOne(request.body.email, at),
      };
    },
  );
};
