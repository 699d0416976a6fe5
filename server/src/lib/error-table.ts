/**
 * Domain errors. A service throws a `ShopError`: a code, the form fields concerned and the values
 * its message names, and nothing of HTTP or of the shopper's language. Each module lists the codes a
 * shopper can meet once, in a table `code -> [HTTP status, Spanish, English]` (`defineErrors`), and
 * the one error handler (plugins/errors.ts) answers `{ error: { code, message, fields? } }` with the
 * table's status and the message in the request's language (docs/architecture.md, "How errors flow").
 */
import type { Lang } from './lang.ts';

/**
 * A message: fixed text, or text built from the values the error carries (a date, a minimum). Each
 * entry names the type of its own values; `never` here accepts any of them.
 */
export type ErrorText = string | ((data: never) => string);

export type ErrorTable = Record<string, readonly [status: number, es: ErrorText, en: ErrorText]>;

/** The values the message of a table entry names, or never when its texts are fixed. */
type DataOf<E> = E extends readonly [number, (data: infer D) => string, unknown] ? D : never;

/** A domain error: thrown by services, answered by the error handler. */
export class ShopError extends Error {
  /** When set, the answer carries `Retry-After` with this many seconds (a rate limit). */
  retryAfterSeconds?: number;

  constructor(
    public readonly code: string,
    /** The HTTP status of the answer, from the module's table. */
    public readonly status: number,
    private readonly texts: readonly [es: ErrorText, en: ErrorText],
    /** The form fields concerned, each with the i18n key of why (`validation.*`). */
    public readonly fields?: Record<string, string>,
    /** The values the message names. */
    public readonly data?: unknown,
  ) {
    super(code);
    this.name = 'ShopError';
    // The Spanish text, for logs and for code that reads `message`.
    this.message = this.text('es');
  }

  /** The message in `lang`. */
  text(lang: Lang): string {
    const text = this.texts[lang === 'en' ? 1 : 0];
    // The factory of `defineErrors` requires the values of the entry's own type.
    return typeof text === 'string' ? text : (text as (data: unknown) => string)(this.data);
  }
}

/**
 * Returns `(code, fields?, data?) => ShopError` for the codes of `table`; `data` is required for the
 * codes whose message is a function of it, and refused for the others.
 */
export function defineErrors<const T extends ErrorTable>(table: T) {
  return <C extends keyof T & string>(
    code: C,
    fields?: Record<string, string>,
    ...data: [DataOf<T[C]>] extends [never] ? [] : [data: DataOf<T[C]>]
  ): ShopError => {
    const [status, es, en] = table[code];
    return new ShopError(code, status, [es, en], fields, data[0]);
  };
}

/** True when `err` is a ShopError whose code is one of `codes` or starts with one ending in `*`. */
export function isShopError(err: unknown, ...codes: string[]): err is ShopError {
  if (!(err instanceof ShopError)) return false;
  if (codes.length === 0) return true;
  return codes.some((c) => (c.endsWith('*') ? err.code.startsWith(c.slice(0, -1)) : err.code === c));
}
