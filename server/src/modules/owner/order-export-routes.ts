/**
 * GET /api/admin/orders-export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (issue 19): the orders placed in
 * those Argentina days (inclusive, at most 366) as a CSV download; administrators only. A bad or
 * reversed range answers 400 with the reason.
 */
import { orderExportQuerySchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requestLang } from '../../lib/lang.ts';
import { exportOrders } from './order-export-service.ts';
import { parseOwnerInput } from './owner-input.ts';

export async function orderExportRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.addHook('preHandler', app.requireAdmin);
  app.get('/api/admin/orders-export.csv', async (request, reply) => {
    const lang = requestLang(request);
    const range = parseOwnerInput(orderExportQuerySchema, request.query, lang);
    const { csv } = await exportOrders(opts.db, range, lang);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${lang === 'en' ? 'orders' : 'pedidos'}-${range.from}-${range.to}.csv"`)
      .send(csv);
  });
}
