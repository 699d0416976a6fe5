/**
 * Error answers in the contract's shape `{ error: { code, message, fields? } }`, with messages in
 * Spanish or English, made by the HTTP layer itself (a route schema's validation failure). Services
 * throw `ShopError` instead (error-table.ts), which the error handler answers the same way.
 */
import type { Lang } from './lang.ts';

export class HttpError extends Error {
  /** When set, the answer carries `Retry-After` with this many seconds (a rate limit). */
  retryAfterSeconds?: number;

  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const text = {
  invalidQuery: { es: 'Parámetros inválidos', en: 'Invalid parameters' },
  notFound: { es: 'No encontrado', en: 'Not found' },
  internal: { es: 'Error interno del servidor', en: 'Internal server error' },
  unavailable: { es: 'Servicio no disponible', en: 'Service unavailable' },
  badRequest: { es: 'Solicitud inválida', en: 'Bad request' },
  invalidInput: { es: 'Revisá los datos ingresados', en: 'Please check the data you entered' },
} as const;

export type MessageKey = keyof typeof text;

/** Returns the named message in the given language. */
export function message(key: MessageKey, lang: Lang): string {
  return text[key][lang];
}
