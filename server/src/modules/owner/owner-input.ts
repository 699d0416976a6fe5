/**
 * How the owner's routes (issue 19) answer a query string or body their schema refuses: 400
 * `invalid_input` with a message that says why in the request's language and `fields` mapping each
 * bad field to the domain's i18n key (as a body's do). Routes name it in their config
 * (`config: OWNER_INPUT`); plugins/errors.ts applies it (lib/schema-validation-error.ts).
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
 * @returns HttpError 400 invalid_input, e.g. "Parámetros inválidos: date tiene que ser un día…",
 *   `fields` { date: 'validation.deliveryDate' }.
 */
export function ownerInputError(error: z.ZodError, lang: Lang): HttpError {
  const fields = fieldsFromZodError(error);
  const list = Object.entries(fields)
    .map(([field, key]) => `${field} ${(reasons[key] ?? ['no es válido', 'is not valid'])[lang === 'en' ? 1 : 0]}`)
    .join('; ');
  return new HttpError(400, 'invalid_input', `${lang === 'en' ? 'Invalid parameters' : 'Parámetros inválidos'}: ${list}`, fields);
}

/** Route config of every owner route: its input errors are worded by ownerInputError. */
export const OWNER_INPUT = { inputError: ownerInputError };
