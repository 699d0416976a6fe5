/**
 * Test-only: POST /api/test/abandoned-carts/remind { email, at } mails one account's (or guest's) cart reminder
 * as if the clock read `at`, so a browser test follows a reminder without waiting six hours.
 * Registered only when config.testRoutes is true (TEST_ROUTES=true, accepted by loadConfig only on a
 * server listening and addressed on loopback alone: never a shop taking real orders). One account at
 * a time, so a test never mails the carts of the tests running beside it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/route-schema.ts';
import type { AbandonedCartService } from './service.ts';
import { userIdByEmail } from './store.ts';

const Body = z
  .object({
    email: z.email(),
    at: z.iso.datetime({ offset: true }).describe('The time the sweep runs "at", ISO 8601'),
  })
  .strict();

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
