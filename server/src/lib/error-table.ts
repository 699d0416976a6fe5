/**
 * Builds a translated error factory from a table `code -> [HTTP status, Spanish, English]`, so each
 * module lists the errors a shopper can meet in one place (DESIGN.md: errors are
 * `{ error: { code, message, fields? } }` with the right 4xx status).
 */
import { HttpError } from './http-errors.ts';
import type { Lang } from './lang.ts';

export type ErrorTable = Record<string, readonly [status: number, es: string, en: string]>;

/** Returns `(code, lang, fields?) => HttpError` for the codes of `table`. */
export function defineErrors<T extends ErrorTable>(table: T) {
  return (code: keyof T & string, lang: Lang, fields?: Record<string, string>): HttpError => {
    const [status, es, en] = table[code];
    return new HttpError(status, code, lang === 'en' ? en : es, fields);
  };
}
