/**
 * Reads the owner's query strings and bodies (issue 19) with the domain's zod schemas and answers a
 * bad one with 400 `invalid_input`: a message that says why in the request's language, and `fields`
 * mapping each bad field to the domain's i18n key (as lib/http-errors.ts parseBody does).
 */
import { fieldsFromZodError, OWNER_INPUT_KEYS, VALIDATION_KEYS } from '@shop/domain';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-errors.ts';
import type { Lang } from '../../lib/lang.ts';

/** Reasons for the keys the owner's inputs can fail with; anything else reads as "invalid value". */
const reasons: Record<string, readonly [es: string, en: string]> = {
  [VALIDATION_KEYS.deliveryDate]: ['tiene que ser un día del calendario con el formato AAAA-MM-DD', 'must be a calendar day written YYYY-MM-DD'],
  [VALIDATION_KEYS.dateRange]: ['la fecha final no puede ser anterior a la inicial', 'the end date cannot be before the start date'],
  [OWNER_INPUT_KEYS.exportRange]: ['el período puede abarcar como máximo 366 días', 'the period can span at most 366 days'],
  [OWNER_INPUT_KEYS.pushEndpoint]: ['tiene que ser una dirección https de un servicio de avisos', 'must be an https address of a push service'],
};

/**
 * @returns the schema's output for `input`.
 * @throws HttpError 400 invalid_input, e.g. "Parámetros inválidos: date tiene que ser un día…".
 */
export function parseOwnerInput<S extends z.ZodType>(schema: S, input: unknown, lang: Lang): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const fields = fieldsFromZodError(parsed.error);
  const list = Object.entries(fields)
    .map(([field, key]) => `${field} ${(reasons[key] ?? ['no es válido', 'is not valid'])[lang === 'en' ? 1 : 0]}`)
    .join('; ');
  throw new HttpError(400, 'invalid_input', `${lang === 'en' ? 'Invalid parameters' : 'Parámetros inválidos'}: ${list}`, fields);
}
