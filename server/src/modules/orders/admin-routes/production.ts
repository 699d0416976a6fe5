/**
 * The production list, administrators only:
 * - GET /api/admin/production?date=YYYY-MM-DD : JSON (domain ProductionList); the day defaults to
 *   tomorrow in Argentina;
 * - GET /api/admin/production.csv?date=YYYY-MM-DD : the same as a CSV download.
 * A date that is not a calendar day answers 400 with the reason (lib/schema-validation-error.ts).
 */
import { productionListSchema, productionQuerySchema, shopTomorrow } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { requestLang } from '../../../lib/lang.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../../lib/route-schema.ts';
import { productionCsv, productionList } from '../service/production.ts';

export const productionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  app.addHook('preValidation', app.requireAdmin);

  app.get(
    '/api/admin/production',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary:
          'The production list of a delivery day (default tomorrow, Argentina): units per product and the orders behind them',
        querystring: productionQuerySchema,
        response: { 200: productionListSchema, ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return productionList(opts.db, request.query.date ?? shopTomorrow(new Date()), requestLang(request));
    },
  );

  app.get(
    '/api/admin/production.csv',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'The same production list as a CSV file',
        querystring: productionQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV, UTF-8 with BOM, one row per order and product'),
          ...errorResponses(400, ...ADMIN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const { date, csv } = await productionCsv(
        opts.db,
        request.query.date ?? shopTomorrow(new Date()),
        lang,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="${lang === 'en' ? 'production' : 'produccion'}-${date}.csv"`,
        )
        .send(csv);
    },
  );
};
