/**
 * The owner's order reports, administrators only: the production list of a day (what to make,
 * web and confirmed WhatsApp orders together) as JSON or CSV, and the orders' export as CSV.
 * Handlers only translate HTTP; the rules are order-reports/service.ts.
 */
import {
  productionListSchema,
  productionQuerySchema,
  shopTomorrow,
  orderExportQuerySchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import type { Db } from '../../db/client.ts';
import { productionCsv, productionList, exportOrders } from './service.ts';

/**
 * The production list, administrators only:
 * - GET /api/admin/production?date=YYYY-MM-DD : JSON (domain ProductionList); the day defaults to
 *   tomorrow in Argentina;
 * - GET /api/admin/production.csv?date=YYYY-MM-DD : the same as a CSV download.
 * A date that is not a calendar day answers 400 with the reason (lib/schema-validation-error.ts).
 */

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

/**
 * GET /api/admin/orders-export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the orders placed in
 * those Argentina days (inclusive, at most 366) as a CSV download; administrators only. A bad or
 * reversed range answers 400 with the reason (lib/schema-validation-error.ts).
 */

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
