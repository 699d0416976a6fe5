/**
 * GET /api/admin/orders-export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the orders placed in
 * those Argentina days (inclusive, at most 366) as a CSV download; administrators only. A bad or
 * reversed range answers 400 with the reason (lib/schema-validation-error.ts).
 */
import { orderExportQuerySchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { requestLang } from '../../../lib/lang.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../../lib/route-schema.ts';
import { exportOrders } from '../service/export.ts';

export const orderExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  app.addHook('preValidation', app.requireAdmin);
  app.get(
    '/api/admin/orders-export.csv',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary:
          'The orders placed from one Argentina day to another (inclusive, at most 366 days) as a CSV file, one row per line item',
        querystring: orderExportQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV, UTF-8 with BOM, one row per line item'),
          ...errorResponses(400, ...ADMIN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const { from, to } = request.query;
      const { csv } = await exportOrders(opts.db, { from, to }, lang);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="${lang === 'en' ? 'orders' : 'pedidos'}-${from}-${to}.csv"`,
        )
        .send(csv);
    },
  );
};
