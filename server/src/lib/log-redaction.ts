/**
 * Keeps credentials out of the request log (no log line prints codes or
 * tokens). Fastify logs each request's URL; the OAuth return path carries the provider's one-time
 * `code` and `state` in its query, so those values are replaced before the line is written.
 */
import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are credentials (OAuth codes and state, tokens, keys). */
const SECRET_PARAMS = new Set([
  'code',
  'state',
  'token',
  'access_token',
  'id_token',
  'refresh_token',
  'otp',
  'key',
  'password',
]);

/** `url` (path and query) with the values of credential parameters replaced by REDACTED. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (!SECRET_PARAMS.has(name.toLowerCase())) continue;
    params.set(name, 'REDACTED');
    changed = true;
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/** Fastify's `req` log serializer, the same fields as its default but with the URL redacted. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
