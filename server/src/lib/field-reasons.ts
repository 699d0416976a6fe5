/**
 * Why a field was refused, in words, for the message of a 400 `invalid_input`: the domain schemas name their failures with i18n keys
 * (domain/src/validation.ts, owner.ts), which the web translates from `fields`; the message says
 * the same in the request's language for a partner reading the API.
 */
import { OWNER_INPUT_KEYS, VALIDATION_KEYS } from '@shop/domain';
import type { z } from 'zod';
import type { Lang } from './lang.ts';

/** Reasons of the keys with wording of their own. */
const reasons: Record<string, readonly [es: string, en: string]> = {
  [VALIDATION_KEYS.required]: ['es obligatorio', 'is required'],
  [VALIDATION_KEYS.email]: ['no es un e-mail válido', 'is not a valid e-mail address'],
  [VALIDATION_KEYS.tooLong]: ['es demasiado largo', 'is too long'],
  [VALIDATION_KEYS.deliveryDate]: [
    'tiene que ser un día del calendario con el formato AAAA-MM-DD',
    'must be a calendar day written YYYY-MM-DD',
  ],
  [VALIDATION_KEYS.dateRange]: [
    'la fecha final no puede ser anterior a la inicial',
    'the end date cannot be before the start date',
  ],
  [OWNER_INPUT_KEYS.exportRange]: [
    'el período puede abarcar como máximo 366 días',
    'the period can span at most 366 days',
  ],
  [OWNER_INPUT_KEYS.pushEndpoint]: [
    'tiene que ser una dirección https de un servicio de avisos',
    'must be an https address of a push service',
  ],
};

/** True when `message` is a domain i18n key ("validation.required"), not zod's own English text. */
export function isI18nKey(message: string): boolean {
  return /^[a-z]+(\.[a-zA-Z0-9]+)+$/.test(message);
}

/** The wording of a domain i18n key in `lang`, or undefined when it has none of its own. */
export function keyReason(key: string, lang: Lang): string | undefined {
  return reasons[key]?.[lang === 'en' ? 1 : 0];
}

/**
 * Why `issue` failed, in `lang`: the wording of its domain key when it has one, else what its
 * check says ("debe ser como mínimo 1"); a custom check with a key of no wording "no es válido".
 */
export function fieldReason(issue: z.core.$ZodIssue, lang: Lang): string {
  const keyed = isI18nKey(issue.message);
  const own = keyed ? keyReason(issue.message, lang) : undefined;
  if (own) return own;
  if (keyed && issue.code === 'custom') return lang === 'en' ? 'is not valid' : 'no es válido';
  return issueReason(issue, lang);
}

/** Describes a zod issue that carries no domain key (zod's built-in checks) in `lang`. */
export function issueReason(issue: z.core.$ZodIssue, lang: Lang): string {
  const es = lang === 'es';
  switch (issue.code) {
    case 'too_small':
      return es
        ? `debe ser como mínimo ${String(issue.minimum)}`
        : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return es
        ? `debe ser como máximo ${String(issue.maximum)}`
        : `must be at most ${String(issue.maximum)}`;
    case 'invalid_value':
      return (es ? 'debe ser uno de: ' : 'must be one of: ') + issue.values.map(String).join(', ');
    case 'invalid_type':
      return es
        ? `tipo inválido (se esperaba ${issue.expected})`
        : `invalid type (expected ${issue.expected})`;
    case 'unrecognized_keys':
      return es ? 'parámetro desconocido' : 'unknown parameter';
    default:
      return es ? 'valor inválido' : 'invalid value';
  }
}
