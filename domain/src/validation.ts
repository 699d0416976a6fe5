import { z } from 'zod';

/*
 * Form error messages are i18n keys, not text: the web translates them and the server returns
 * them in `error.fields`, so both sides speak the same vocabulary.
 */

/** i18n keys used as zod error messages by the domain schemas. */
export const VALIDATION_KEYS = {
  required: 'validation.required',
  email: 'validation.email',
  max400: 'validation.max400',
  tooLong: 'validation.tooLong',
  username: 'validation.username',
  passwordLength: 'validation.passwordLength',
  code: 'validation.code',
  passwordsDiffer: 'validation.passwordsDiffer',
  passwordCommon: 'validation.passwordCommon',
  passwordPersonal: 'validation.passwordPersonal',
  passwordWeak: 'validation.passwordWeak',
  quantity: 'validation.quantity',
  emptyCart: 'validation.emptyCart',
  tooManyLines: 'validation.tooManyLines',
  stars: 'validation.stars',
  unknownProduct: 'validation.unknownProduct',
  slug: 'validation.slug',
  price: 'validation.price',
  discount: 'validation.discount',
  slugTaken: 'validation.slugTaken',
  imagesMismatch: 'validation.imagesMismatch',
  paymentMethod: 'validation.paymentMethod',
  deliveryChoice: 'validation.deliveryChoice',
  deliveryDate: 'validation.deliveryDate',
  deliveryWindow: 'validation.deliveryWindow',
  deliveryDay: 'validation.deliveryDay',
  deliveryZone: 'validation.deliveryZone',
  deliveryPrice: 'validation.deliveryPrice',
  leadTime: 'validation.leadTime',
  weekday: 'validation.weekday',
  allClosed: 'validation.allClosed',
  capacity: 'validation.capacity',
  daysAhead: 'validation.daysAhead',
} as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

/** Longest accepted single-line form value; keeps junk out of the database and the WhatsApp text. */
export const TEXT_FIELD_MAX = 200;

/**
 * Schema of a string that must be non-blank after trimming (SPEC.md section 5); outputs the trimmed
 * value. Errors: 'validation.required' when missing or blank, `tooLongKey` when over `max` characters.
 */
export function requiredText(max: number = TEXT_FIELD_MAX, tooLongKey: ValidationKey = VALIDATION_KEYS.tooLong) {
  return z
    .string({ error: VALIDATION_KEYS.required })
    .trim()
    .min(1, { error: VALIDATION_KEYS.required })
    .max(max, { error: tooLongKey });
}
