/**
 * The production list (issue 19, Owner), administrators only:
 * - GET /api/admin/production?date=YYYY-MM-DD : JSON (domain ProductionList); the day defaults to
 *   tomorrow in Argentina;
 * - GET /api/admin/production.csv?date=YYYY-MM-DD : the same as a CSV download.
 * A date that is not a calendar day answers 400 with the reason.
 */
import { productionQuerySchema, shopTomorrow } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import { requestLang } from '../../lib/lang.ts';
import { parseOwnerInput } from './owner-input.ts';
import { productionCsvHeader, productionCsvRows, productionList } from './production-service.ts';

export async function productionRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.addHook('preHandler', app.requireAdmin);

  app.get('/api/admin/production', async (request, reply) => {
    const lang = requestLang(request);
    const query = parseOwnerInput(productionQuerySchema, request.query, lang);
    reply.header('cache-control', 'no-store');
    return productionList(opts.db, query.date ?? shopTomorrow(new Date()), lang);
  });

  app.get('/api/admin/production.csv', async (request, reply) => {
    const lang = requestLang(request);
    const query = parseOwnerInput(productionQuerySchema, request.query, lang);
    const list = await productionList(opts.db, query.date ?? shopTomorrow(new Date()), lang);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${lang === 'en' ? 'production' : 'produccion'}-${list.date}.csv"`)
      .send(toCsv(productionCsvHeader(lang), productionCsvRows(list)));
  });
}
