/**
 * Picks the language of a request's answers: an explicit `lang` query value wins, then the
 * "lang" cookie the web app keeps in step with the shopper's choice, then the Accept-Language
 * header, else Spanish, the shop's default.
 */
import type { FastifyRequest } from 'fastify';

export type Lang = 'es' | 'en';

/**
 * The "lang" cookie's language (read by @fastify/cookie, registered in app.ts); undefined when the
 * cookie is missing or holds anything but "es" or "en".
 */
export function cookieLang(request: FastifyRequest): Lang | undefined {
  const value = request.cookies?.lang;
  return value === 'es' || value === 'en' ? value : undefined;
}

/** The `lang` query value ("es" or "en"); undefined when absent or anything else. */
export function queryLang(request: FastifyRequest): Lang | undefined {
  const q = (request.query as Record<string, unknown> | undefined)?.lang;
  return q === 'en' || q === 'es' ? q : undefined;
}

export function requestLang(request: FastifyRequest): Lang {
  const q = queryLang(request);
  if (q) return q;
  const cookie = cookieLang(request);
  if (cookie) return cookie;
  const header = request.headers['accept-language'];
  if (typeof header === 'string' && /^\s*en\b/i.test(header)) return 'en';
  return 'es';
}
