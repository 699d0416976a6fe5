/**
 * Picks the language of a request's answers: an explicit `lang` query value wins, then the
 * "lang" cookie the web app keeps in step with the shopper's choice, then the Accept-Language
 * header, else Spanish (SPEC.md section 1: Spanish by default).
 */
import type { FastifyRequest } from 'fastify';

export type Lang = 'es' | 'en';

export function requestLang(request: FastifyRequest): Lang {
  const q = (request.query as Record<string, unknown> | undefined)?.lang;
  if (q === 'en' || q === 'es') return q;
  const cookie = /(?:^|;\s*)lang=(es|en)(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  if (cookie === 'es' || cookie === 'en') return cookie;
  const header = request.headers['accept-language'];
  if (typeof header === 'string' && /^\s*en\b/i.test(header)) return 'en';
  return 'es';
}
