/**
 * Public shop facts and health: GET /api/shop (from configuration, DESIGN.md difference 11) and
 * GET /api/health (200 when the database answers, else 503 with Retry-After; within the pool's
 * time limits, about a second, when the database is unreachable: issue 13 finding 3).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ShopInfo } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { replyUnavailable } from '../../lib/unavailable.ts';

export async function shopRoutes(app: FastifyInstance, opts: { shop: ShopInfo; db: Db }) {
  app.get('/api/shop', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(opts.shop),
  );

  app.get('/api/health', async (request, reply) => {
    try {
      await opts.db.execute(sql`select 1`);
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    } catch (err) {
      request.log.error({ err }, 'health check failed');
      return replyUnavailable(request, reply);
    }
  });
}
