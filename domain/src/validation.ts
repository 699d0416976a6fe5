import { z } from 'zod';

/*
 * Form error messages are i18n keys, not text: the web translates them and the server returns
 * them in `error.fields`, so both sides speak the same vocabulary.
 */

/** i18n keys used as zod error messages by the domain schemas. */
export const VALIDATION_KEYS = {
  required: 'validation.required',
  taxId: 'validation.taxId',
  taxIdRequired: 'validation.taxIdRequired',
  email: 'validation.email',
  max400: 'validation.max400',
  tooLong: 'validation.tooLong',
  username: 'validation.username',
  usernameTaken: 'validation.usernameTaken',
  wrongPassword: 'validation.wrongPassword',
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
  productChoice: 'validation.productChoice',
  slug: 'validation.slug',
  price: 'validation.price',
  discount: 'validation.discount',
  slugTaken: 'validation.slugTaken',
  imagesMismatch: 'validation.imagesMismatch',
  paymentMethod: 'validation.paymentMethod',
  couponCode: 'validation.couponCode',
  couponPercent: 'validation.couponPercent',
  couponAmount: 'validation.couponAmount',
  couponMinimum: 'validation.couponMinimum',
  couponUses: 'validation.couponUses',
  date: 'validation.date',
  dateRange: 'validation.dateRange',
  couponCodeTaken: 'validation.couponCodeTaken',
  deliveryChoice: 'validation.deliveryChoice',
  deliveryDate: 'validation.deliveryDate',
  deliveryWindow: 'validation.deliveryWindow',
  deliveryDay: 'validation.deliveryDay',
  deliveryZone: 'validation.deliveryZone',
  deliveryPrice: 'validation.deliveryPrice',
  leadTime: 'validation.leadTime',
  weekday: 'validation.weekday',
  allClosed: 'validation.allClosed',
  noOpenDay: 'validation.noOpenDay',
  noOpenWindow: 'validation.noOpenWindow',
  capacity: 'validation.capacity',
  daysAhead: 'validation.daysAhead',
  orderNumber: 'validation.orderNumber',
  orderOrPhone: 'validation.orderOrPhone',
  paymentTtl: 'validation.paymentTtl',
  streetAddress: 'validation.streetAddress',
  guests: 'validation.guests',
  cateringNotice: 'validation.cateringNotice',
  amount: 'validation.amount',
  hours: 'validation.hours',
  whatsapp: 'validation.whatsapp',
  postalCode: 'validation.postalCode',
  url: 'validation.url',
  bankAlias: 'validation.bankAlias',
  cbu: 'validation.cbu',
  cuit: 'validation.cuit',
} as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

/** Longest accepted single-line form value; keeps junk out of the database and the WhatsApp text. */
export const TEXT_FIELD_MAX = 200;

/**
 * Whether `text` can be a street address to deliver to: at least three letters (a street name)
 * and a number, or "s/n" / "sin número" for a house without one. Refuses "-", "x", "123".
 */
export function isStreetAddress(text: string): boolean {
  const value = text.trim();
  const letters = value.match(/\p{L}/gu)?.length ?? 0;
  return letters >= 3 && (/\d/.test(value) || /(^|[\s,])s\/n(\b|$)|sin n[uú]mero/i.test(value));
}

/**
 * Schema of the address a delivery goes to: non-blank ('validation.required'), at most `max`
 * characters, and a street address (`isStreetAddress`, 'validation.streetAddress'); trimmed.
 */
export function streetAddress(max: number = TEXT_FIELD_MAX) {
  return requiredText(max).refine(isStreetAddress, { error: VALIDATION_KEYS.streetAddress });
}

/**
 * Schema of a string that must be non-blank after trimming; outputs the trimmed
 * value. Errors: 'validation.required' when missing or blank, `tooLongKey` when over `max` characters.
 */
export function requiredText(
  max: number = TEXT_FIELD_MAX,
  tooLongKey: ValidationKey = VALIDATION_KEYS.tooLong,
) {
  return z
    .string({ error: VALIDATION_KEYS.required })
    .trim()
    .min(1, { error: VALIDATION_KEYS.required })
    .max(max, { error: tooLongKey });
}

/** Longest accepted e-mail address (RFC 5321: a forward path holds at most 254 characters). */
export const EMAIL_MAX = 254;
/** Longest local part (before the "@") of an e-mail address (RFC 5321 section 4.5.3.1.1). */
export const EMAIL_LOCAL_MAX = 64;

/** One plain mailbox: zod's address rule (no display name, no list, no spaces or line breaks) within RFC 5321's lengths. */
const plainAddress = z
  .email({ error: VALIDATION_KEYS.email })
  .refine((v) => v.indexOf('@') <= EMAIL_LOCAL_MAX, { error: VALIDATION_KEYS.email });

/**
 * Schema of every e-mail field the shop takes (orders, profile, sign-up, contact): exactly one plain address such as `ana@example.com`, never a list
 * (`a@x.com, b@y.net`), a display name (`"Ana" <ana@x.com>`) or anything with a line break, so a
 * shopper can never make the shop mail anyone else. Outputs the trimmed, lower-cased address.
 * Errors: 'validation.required' when blank, 'validation.tooLong' over EMAIL_MAX characters,
 * 'validation.email' otherwise.
 */
export function emailAddress() {
  return z
    .string({ error: VALIDATION_KEYS.required })
    .trim()
    .min(1, { error: VALIDATION_KEYS.required })
    .max(EMAIL_MAX, { error: VALIDATION_KEYS.tooLong })
    .toLowerCase()
    .pipe(plainAddress);
}

/**
 * True when `value` is, as it stands (no trimming), one address `emailAddress()` accepts; the mailer
 * checks every recipient with it before sending (defence in depth).
 */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_MAX && plainAddress.safeParse(value).success;
}

/** First and last instants a date field takes (1970 to the end of 9999, UTC): outside, JS and PostgreSQL disagree (year 0, six-digit years). */
export const INSTANT_MIN_MS = Date.UTC(1970, 0, 1);
export const INSTANT_MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * Schema of an ISO 8601 date-time with a UTC offset (`2030-06-01T23:59:00-03:00`) between
 * INSTANT_MIN_MS and INSTANT_MAX_MS once converted to UTC (`0000-01-01T00:00:00Z`
 * or `9999-12-31T23:59:59-03:00` reached the database and failed there, a 500). Outputs the string.
 */
export function isoInstant() {
  return z.iso.datetime({ offset: true }).refine((v) => {
    const ms = Date.parse(v);
    return ms >= INSTANT_MIN_MS && ms <= INSTANT_MAX_MS;
  });
}
