/**
 * The shopper's electronic invoices (docs/decisions/0021-electronic-invoices.md), signed in:
 * - GET /api/invoices : the issued documents of their orders, newest first;
 * - GET /api/invoices/:id/pdf : one of them as PDF (another shopper's answers 404).
 */
import { shopperInvoiceSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, SESSION_SECURITY, USER_ERRORS } from '../../lib/route-schema.ts';
import type { InvoiceService } from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (
  app,
  { invoices },
) => {
  app.get(
    '/api/invoices',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['orders'],
        security: SESSION_SECURITY,
        summary: "The signed-in shopper's invoices and credit notes",
        response: {
          200: z.object({ items: z.array(shopperInvoiceSchema) }),
          ...errorResponses(...USER_ERRORS),
        },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send({ items: await invoices.mine(request.sessionUser!.id) }),
  );

  app.get(
    '/api/invoices/:id/pdf',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['orders'],
        security: SESSION_SECURITY,
        summary: "One of the shopper's invoices as PDF",
        params: idParams,
        querystring: z.object({
          download: z.string().optional().describe('Any value: as an attachment'),
          lang: z.enum(['es', 'en']).optional(),
        }),
        response: {
          200: z.unknown().describe('application/pdf'),
          ...errorResponses(400, ...USER_ERRORS, 404),
        },
      },
    },
    async (request, reply) => {
      const { file, filename } = await invoices.pdf(request.params.id, request.sessionUser!.id);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `${request.query.download ? 'attachment' : 'inline'}; filename="${filename}"`,
        )
        .send(file.stream);
    },
  );
};
