/**
 * POST /api/pedidos/:pedidoId/comprobante (docs/orders-api.md; caps in the configuration): the
 * order's owner uploads a payment receipt, an image or a PDF of at most RECEIPT_MAX_BYTES, in the
 * multipart field `comprobante`, while the order is pendiente and has room
 * (receipts/service.ts).
 *
 * Answers 201 `{ receipt: { id, contentType, sizeBytes, createdAt } }`; 400 `no_file` /
 * `malformed_upload`; 401 `unauthenticated`; 404 `order_not_found` (unknown ids and other
 * customers' orders alike, so the answer never tells whether an order exists); 409 `not_pending` /
 * `too_many_receipts`; 413 `file_too_large`; 415 `unsupported_type`; 429 `receipts_daily_limit`
 * with Retry-After. On any refusal nothing is stored.
 */
import { RECEIPT_MAX_BYTES } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, SESSION_SECURITY, USER_ERRORS } from '../../lib/route-schema.ts';
import type { Db } from '../../db/client.ts';
import { readSingleUpload, registerUploadParsers } from '../../lib/read-upload.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import type { ReceiptLimits } from './errors.ts';
import { createReceiptService } from './service.ts';

export interface ReceiptRoutesOptions {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  /** The shop's address told about every receipt, and the mail's signature: read when a mail is written (docs/decisions/0028). */
  facts: { readonly ordersEmail: string; readonly shopName: string };
  /** RECEIPTS_MAX_PER_ORDER and RECEIPTS_MAX_BYTES_PER_CUSTOMER_PER_DAY. */
  limits: ReceiptLimits;
}

const FILE_FIELD = 'comprobante';

/**
 * Registers the receipt upload route. Register it with `app.register` (not fastify-plugin): the
 * multipart parser it adds stays inside this plugin's scope, so no other route accepts multipart.
 */
export const receiptRoutes: FastifyPluginAsyncZod<ReceiptRoutesOptions> = async (app, opts) => {
  const service = createReceiptService({ ...opts, log: app.log });

  // Only one file is read; the other limits bound what a crafted request can make the parser hold.
  await registerUploadParsers(app, { fileSize: RECEIPT_MAX_BYTES, fields: 10, parts: 20 });

  app.post(
    '/api/pedidos/:pedidoId/comprobante',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'Upload a payment receipt for one of your orders (multipart field "comprobante"; image or PDF)',
        security: SESSION_SECURITY,
        consumes: ['multipart/form-data'],
        params: z.object({ pedidoId: z.string().describe('The order id (UUID)') }),
        response: {
          201: z.object({
            receipt: z.object({
              id: z.string(),
              contentType: z.string(),
              sizeBytes: z.number().int(),
              createdAt: z.string(),
            }),
          }),
          ...errorResponses(400, ...USER_ERRORS, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const receipt = await service.upload({
        user: request.sessionUser!,
        rawOrderId: request.params.pedidoId,
        readUpload: () => readSingleUpload(request, FILE_FIELD),
      });
      return reply.status(201).send({
        receipt: {
          id: receipt.id,
          contentType: receipt.contentType,
          sizeBytes: receipt.sizeBytes,
          createdAt: receipt.createdAt.toISOString(),
        },
      });
    },
  );
};
