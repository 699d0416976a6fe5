/**
 * The answer while the database cannot be reached: 503 in the contract's
 * shape with Retry-After, so clients and load balancers retry shortly instead of seeing a 500.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { message } from './http-errors.ts';
import { requestLang } from './lang.ts';

/** Seconds a client is asked to wait before trying again; the pool reconnects well within it. */
export const RETRY_AFTER_SECONDS = 5;

/** Sends 503 `database_unavailable` with Retry-After, in the request's language. */
export function replyUnavailable(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .send({ error: { code: 'database_unavailable', message: message('unavailable', requestLang(request)) } });
}
