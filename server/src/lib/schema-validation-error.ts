/**
 * Maps the validation error of a route schema (fastify-type-provider-zod) to the
 * contract's 400 `{ error: { code: 'invalid_input', message, fields } }`, the same way for every
 * route:
 * - `fields` names each bad field (each unknown key by its name; the whole input as `_`) and maps
 *   it to the domain's i18n key when the schema gives one ('validation.required'), else to the
 *   reason in words in the request's language (never zod's English);
 * - `message` is "Revisá los datos ingresados: …" for a body, "Parámetros inválidos: …" for a
 *   query string or path, followed by `field reason` for each field, in the request's language.
 */
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldReason, isI18nKey } from './field-reasons.ts';
import { HttpError, message } from './http-errors.ts';
import type { Lang } from './lang.ts';

/** Where the refused input came from (Fastify's validation context). */
export type InputPart = 'body' | 'querystring' | 'params' | 'headers';

/**
 * The 400 for `error`, the failed parse of a request's `part`.
 * @returns HttpError 400 invalid_input, e.g. "Parámetros inválidos: date tiene que ser un día…; foo parámetro desconocido"
 *   with `fields` { date: 'validation.deliveryDate', foo: 'parámetro desconocido' }.
 */
export function inputError(error: z.ZodError, part: InputPart, lang: Lang): HttpError {
  const fields: Record<string, string> = {};
  const reasons: Record<string, string> = {};
  for (const issue of error.issues) {
    const names = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.') || '_'];
    const keyed = isI18nKey(issue.message);
    const reason = fieldReason(issue, lang);
    for (const name of names) {
      if (name in fields) continue; // the first issue of a field wins, as a form shows one message per field
      fields[name] = keyed ? issue.message : reason;
      reasons[name] = reason;
    }
  }
  const list = Object.entries(reasons)
    .map(([name, reason]) => `${name} ${reason}`)
    .join('; ');
  return new HttpError(
    400,
    'invalid_input',
    `${message(part === 'body' ? 'invalidInput' : 'invalidQuery', lang)}: ${list}`,
    fields,
  );
}

/** Returns the HttpError for a schema validation failure, or undefined when `err` is something else. */
export function schemaValidationError(err: unknown, lang: Lang): HttpError | undefined {
  if (!hasZodFastifySchemaValidationErrors(err)) return undefined;
  // The provider flattens each zod issue to Ajv's shape; put them back together.
  const issues = err.validation.map((v) => ({
    ...(v.params as object),
    code: v.keyword,
    message: v.message ?? '',
    path: v.instancePath === '/' ? [] : v.instancePath.slice(1).split('/'),
  })) as unknown as z.core.$ZodIssue[];
  const part = ((err as { validationContext?: string }).validationContext ?? 'querystring') as InputPart;
  return inputError(new z.ZodError(issues), part, lang);
}
