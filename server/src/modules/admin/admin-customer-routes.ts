/**
 * Customers and administrators for the back office (issue 5), administrators only:
 * - GET  /api/admin/customers?q=&limit=&offset= : accounts with their contact data (the saved
 *   profile, else the account's e-mail) and number of orders, newest account first;
 * - POST /api/admin/users/:id/role { role: 'admin' | 'customer' } : promote or demote; an
 *   administrator cannot demote themselves (so the shop never loses its last way in by mistake).
 */
import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { adminCustomerListSchema, adminRoleSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { customers, orders, users } from '../../db/schema.ts';
import { defineErrors } from '../../lib/error-table.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

const adminError = defineErrors({
  user_not_found: [404, 'La cuenta no existe.', 'The account does not exist.'],
  cannot_demote_self: [409, 'No podés quitarte a vos mismo el rol de administrador.', 'You cannot remove your own administrator role.'],
});

const listQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    lang: z.enum(['es', 'en']).optional(),
  })
  .strict();

const roleBodySchema = z.object({ role: z.enum(['admin', 'customer']) });

export const adminCustomerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;
  app.addHook('preValidation', app.requireAdmin);

  app.get('/api/admin/customers', { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'Accounts with contact data and number of orders', querystring: listQuerySchema, response: { 200: adminCustomerListSchema, ...errorResponses(400, ...ADMIN_ERRORS) } } }, async (request, reply) => {
    const { q, limit, offset } = request.query;
    let where: SQL | undefined;
    if (q) {
      const like = containsPattern(q);
      where = or(ilike(users.username, like), ilike(users.email, like), ilike(customers.nombre, like), ilike(customers.apellido, like), ilike(customers.telefono, like));
    }
    const orderCounts = db.select({ userId: orders.userId, n: count().as('n') }).from(orders).groupBy(orders.userId).as('order_counts');
    const [rows, totals] = await Promise.all([
      db
        .select({ user: users, profile: customers, orderCount: orderCounts.n })
        .from(users)
        .leftJoin(customers, eq(customers.userId, users.id))
        .leftJoin(orderCounts, eq(orderCounts.userId, users.id))
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(users).leftJoin(customers, eq(customers.userId, users.id)).where(where),
    ]);
    reply.header('cache-control', 'no-store');
    return {
      items: rows.map(({ user, profile, orderCount }) => ({
        id: user.id,
        username: user.username ?? user.email,
        role: user.role,
        createdAt: user.createdAt.toISOString(),
        nombre: profile?.nombre ?? '',
        apellido: profile?.apellido ?? '',
        email: profile?.email ?? user.email,
        telefono: profile?.telefono ?? '',
        direccion: profile?.direccion ?? '',
        orderCount: Number(orderCount ?? 0),
      })),
      total: Number(totals[0]?.n ?? 0),
    };
  });

  app.post('/api/admin/users/:id/role', { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'Promote or demote an account', params: z.object({ id: z.string() }), body: roleBodySchema, response: { 200: adminRoleSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) } } }, async (request) => {
    const lang = requestLang(request);
    const { id } = request.params;
    const { role } = request.body;
    if (id === request.sessionUser!.id && role !== 'admin') throw adminError('cannot_demote_self', lang);
    const [row] = await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning({ id: users.id, role: users.role });
    if (!row) throw adminError('user_not_found', lang);
    return row;
  });
};
