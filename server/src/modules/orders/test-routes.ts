/**
 * Test-only: POST /api/test/orders/:pedidoId/expire { at } runs one order's expiry job
 * as if the clock read `at`, so a browser test shows an unpaid order expiring without waiting a
 * day. Registered only when config.testRoutes is true: TEST_ROUTES=true, which loadConfig accepts
 * only on a server that listens and is addressed on loopback alone with no proxy trusted (never a
 * shop taking real orders). One order at a time, so
 * a test never releases the orders of the tests running beside it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/route-schema.ts';
import { expireUnpaidOrder } from './jobs.ts';
import type { ExpiryMailFacts } from './mails.ts';

const Params = z.object({ pedidoId: z.uuid() });
const Body = z
  .object({ at: z.iso.datetime({ offset: true }).describe('The time the job runs "at", ISO 8601') })
  .strict();
const Reply = z.object({ outcome: z.enum(['expired', 'not_due', 'kept']) });

export const orderExpiryTestRoutes: FastifyPluginAsyncZod<{
  db: Db;
  facts: ExpiryMailFacts;
  onExpired: (orderId: string) => void;
}> = async (app, opts) => {
  app.post(
    '/api/test/orders/:pedidoId/expire',
    {
      schema: {
        tags: ['test'],
        summary: "Test only: run an order's expiry job at a given time",
        params: Params,
        body: Body,
        response: { 200: Reply, ...errorResponses(400) },
      },
    },
    async (request) => {
      const outcome = await expireUnpaidOrder(
        opts.db,
        request.params.pedidoId,
        new Date(request.body.at),
        opts.facts,
      );
      if (outcome === 'expired') opts.onExpired(request.params.pedidoId);
      return { outcome };
    },
  );
};
