/**
 * The owner's list of subscribers (issue 14), administrators only:
 * - GET /api/admin/subscribers?q=&status= : newest first, with their code and whether it was used;
 * - GET /api/admin/subscribers.csv?q=&status= : the same list as a CSV download.
 */
import { adminSubscriberSchema, SUBSCRIBER_STATUSES, type AdminSubscriber } from '@shop/domain';
import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { coupons, subscribers } from '../../db/schema.ts';
import { toCsv } from '../../lib/csv.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

const listQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    status: z.enum(SUBSCRIBER_STATUSES).optional(),
    lang: z.enum(['es', 'en']).optional(),
  })
  .strict();

/** Subscribers matching the filters, newest first. */
async function listSubscribers(db: Db, q: string | undefined, status: AdminSubscriber['status'] | undefined): Promise<AdminSubscriber[]> {
  const conditions: SQL[] = [];
  if (q) conditions.push(ilike(subscribers.email, containsPattern(q)));
  if (status) conditions.push(eq(subscribers.status, status));
  const rows = await db
    .select({ s: subscribers, code: coupons.code, uses: coupons.uses })
    .from(subscribers)
    .leftJoin(coupons, eq(coupons.id, subscribers.couponId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .limit(10_000);
  return rows.map(({ s, code, uses }) => ({
    id: s.id,
    email: s.email,
    status: s.status,
    lang: s.lang === 'en' ? 'en' : 'es',
    createdAt: s.createdAt.toISOString(),
    confirmedAt: s.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
    coupon: code ?? null,
    couponUsed: (uses ?? 0) > 0,
  }));
}

export const adminSubscriberRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;
  app.addHook('preValidation', app.requireAdmin);

  app.get('/api/admin/subscribers', { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'Newsletter subscribers, newest first', querystring: listQuerySchema, response: { 200: z.object({ items: z.array(adminSubscriberSchema) }), ...errorResponses(400, ...ADMIN_ERRORS) } } }, async (request, reply) => {
    const { q, status } = request.query;
    reply.header('cache-control', 'no-store');
    return { items: await listSubscribers(db, q, status) };
  });

  app.get('/api/admin/subscribers.csv', { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'The same list as a CSV file', querystring: listQuerySchema, produces: ['text/csv'], response: { 200: z.string().describe('CSV, UTF-8'), ...errorResponses(400, ...ADMIN_ERRORS) } } }, async (request, reply) => {
    const { q, status } = request.query;
    const items = await listSubscribers(db, q, status);
    const csv = toCsv(
      ['email', 'estado', 'idioma', 'alta', 'confirmado', 'baja', 'codigo', 'codigo_usado'],
      items.map((s) => [s.email, s.status, s.lang, s.createdAt, s.confirmedAt, s.unsubscribedAt, s.coupon, s.couponUsed ? 'si' : 'no']),
    );
    reply.header('cache-control', 'no-store');
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', 'attachment; filename="suscriptores.csv"');
    return reply.send(csv);
  });
};
