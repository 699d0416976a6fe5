/**
 * Error answers in the contract's shape `{ error: { code, message, fields? } }` (DESIGN.md,
 * HTTP contract), with messages in Spanish or English.
 */
import type { z } from 'zod';
import { fieldsFromZodError } from '@shop/domain';
import type { Lang } from './lang.ts';

export class HttpError extends Error {
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
  productNotFound: { es: 'El producto no existe', en: 'The product does not exist' },
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

/** Describes one zod issue in plain words for a shopper or a developer calling the API. */
function describeIssue(issue: z.core.$ZodIssue, lang: Lang): string {
  const es = lang === 'es';
  switch (issue.code) {
    case 'too_small':
      return es ? `debe ser como mínimo ${String(issue.minimum)}` : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return es ? `debe ser como máximo ${String(issue.maximum)}` : `must be at most ${String(issue.maximum)}`;
    case 'invalid_value':
      return (es ? 'debe ser uno de: ' : 'must be one of: ') + issue.values.map(String).join(', ');
    case 'invalid_type':
      return es ? `tipo inválido (se esperaba ${issue.expected})` : `invalid type (expected ${issue.expected})`;
    case 'unrecognized_keys':
      return es ? 'parámetro desconocido' : 'unknown parameter';
    default:
      return es ? 'valor inválido' : 'invalid value';
  }
}

/** Turns a failed zod parse into a 400 HttpError naming each bad field. */
export function validationError(error: z.ZodError, lang: Lang, key: MessageKey = 'invalidQuery'): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const names = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || '_'];
    for (const name of names) fields[name] ??= describeIssue(issue, lang);
  }
  const list = Object.entries(fields)
    .map(([k, v]) => `${k} ${v}`)
    .join('; ');
  return new HttpError(400, 'invalid_input', `${message(key, lang)}: ${list}`, fields);
}

/**
 * Validates a request body with a shared zod schema and returns its output.
 * @throws HttpError 400 `invalid_input` whose `fields` map each bad field to an i18n key
 *   ('validation.required'...) the web app translates (domain/src/errors.ts).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, lang: Lang): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw bodyValidationError(parsed.error, lang);
}

/**
 * Turns a failed parse of a request body into a 400 HttpError `invalid_input` whose `fields` map
 * each bad field ("email", "items.0.quantity") to the i18n key the domain schema gave it.
 */
export function bodyValidationError(error: z.ZodError, lang: Lang): HttpError {
  const fields = fieldsFromZodError(error);
  return new HttpError(400, 'invalid_input', `${message('invalidInput', lang)}: ${Object.keys(fields).join(', ')}`, fields);
}
