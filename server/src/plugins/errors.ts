/**
 * Maps every error to the contract's JSON shape. A service's `ShopError` becomes its table's status
 * and its message in the request's language (lib/error-table.ts). Client mistakes keep their 4xx status and
 * never become 5xx; an unreachable database is a 503 with Retry-After; unexpected
 * errors are logged and answered with a generic 500.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ShopError } from '../lib/error-table.ts';
import { HttpError, message } from '../lib/http-errors.ts';
import { schemaValidationError } from '../lib/schema-validation-error.ts';
import { requestLang } from '../lib/lang.ts';
import { replyUnavailable } from '../lib/unavailable.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((caught: FastifyError | HttpError | ShopError, request, reply) => {
    const lang = requestLang(request);
    if (caught instanceof ShopError) {
      if (caught.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(caught.retryAfterSeconds));
      const { code, fields } = caught;
      return reply
        .status(caught.status)
        .send({ error: { code, message: caught.text(lang), ...(fields ? { fields } : {}) } });
    }
    // A route schema's validation error: the same 400 for every route.
    const err = schemaValidationError(caught, lang) ?? caught;
    if (err instanceof HttpError) {
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.statusCode).send({
        error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) },
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { code: err.code ?? 'bad_request', message: message('badRequest', lang) } });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return replyUnavailable(request, reply);
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal', message: message('internal', lang) } });
  });
});
