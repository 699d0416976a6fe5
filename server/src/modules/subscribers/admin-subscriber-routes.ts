/**
 * The owner's list of subscribers (issue 14), administrators only:
 * - GET /api/admin/subscribers?q=&status= : newest first, with their code and whether it was used;
 * - GET /api/admin/subscribers.csv?q=&status= : the same list as a CSV download.
 */
import { SUBSCRIBER_STATUSES, type AdminSubscriber } from '@shop/domain';
import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { coupons, subscribers } from '../../db/schema.ts';
import { toCsv } from '../../lib/csv.ts';
import { validationError } from '../../lib/http-errors.ts';
import { requestLang } from '../../lib/lang.ts';
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

export async function adminSubscriberRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  app.addHook('preHandler', app.requireAdmin);

  const parseQuery = (request: { query: unknown }, lang: 'es' | 'en') => {
    const parsed = listQuerySchema.safeParse(request.query);
    if (!parsed.success) throw validationError(parsed.error, lang);
    return parsed.data;
  };

  app.get('/api/admin/subscribers', async (request, reply) => {
    const { q, status } = parseQuery(request, requestLang(request));
    reply.header('cache-control', 'no-store');
    return { items: await listSubscribers(db, q, status) };
  });

  app.get('/api/admin/subscribers.csv', async (request, reply) => {
    const { q, status } = parseQuery(request, requestLang(request));
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
}
