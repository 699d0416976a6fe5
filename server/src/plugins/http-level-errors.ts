/**
 * Answers for requests Fastify refuses before any route or error handler sees them, in the
 * contract's shape `{ error: { code, message } }` instead of Fastify's or Node's own bodies
 *:
 * - `frameworkErrors` (a Fastify option): a path that is not valid percent-encoding
 *   (`/api/products/%E0%A4%A`) → 400 `bad_url`; a path parameter over the router's
 *   maxParamLength → 414 `uri_too_long`;
 * - `clientErrorHandler` (a Fastify option, Node's `clientError` event): a malformed HTTP request
 *   (bad request line or header) → 400 `bad_request`, headers too large → 431, a request that
 *   took too long → 408. No request object exists there, so the message is in Spanish, the shop's
 *   default language.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLang, type Lang } from '../lib/lang.ts';

const texts = {
  bad_url: ['La dirección pedida no es válida.', 'The requested address is not valid.'],
  uri_too_long: ['La dirección pedida es demasiado larga.', 'The requested address is too long.'],
  bad_request: ['Solicitud inválida', 'Bad request'],
  headers_too_large: [
    'Los encabezados de la solicitud son demasiado grandes.',
    'The request headers are too large.',
  ],
  request_timeout: ['La solicitud tardó demasiado.', 'The request took too long.'],
  internal: ['Error interno del servidor', 'Internal server error'],
} as const satisfies Record<string, readonly [string, string]>;

type Code = keyof typeof texts;

function body(code: Code, lang: Lang) {
  return { error: { code, message: texts[code][lang === 'en' ? 1 : 0] } };
}

/** Fastify's `frameworkErrors` option: router-level refusals in the contract's shape. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // Hooks have not run (no cookies parsed), so the language comes from the query or Accept-Language.
  const lang = requestLang(request);
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send(body('bad_url', lang));
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(body('uri_too_long', lang));
  } else {
    request.log.error({ err: error }, 'framework error');
    void reply.status(500).send(body('internal', lang));
  }
}

/** The status and code for a client error of Node's HTTP parser. */
function classify(err: NodeJS.ErrnoException): [number, Code] {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'request_timeout'];
  if (err.code === 'HPE_HEADER_OVERFLOW') return [431, 'headers_too_large'];
  return [400, 'bad_request'];
}

/**
 * Fastify's `clientErrorHandler` option: writes a minimal HTTP answer with the contract's JSON
 * and closes the connection, as Node's default does with its own body.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] = classify(err);
  this.log.debug({ err }, 'client error');
  if (socket.writable) {
    const json = JSON.stringify(body(code, 'es'));
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(err);
}
