/**
 * The shop's facts the owner edits in /admin ("Datos de la tienda", docs/decisions/
 * 0028-shop-facts-in-the-database.md): name, contact, address, hours and the transfer account.
 * The environment (SHOP_*) gives the first values; once the owner saves, the stored ones win.
 * The hours are one structured fact (days and time ranges) every text that states them reads.
 */
import { z } from 'zod';
import { isValidCuit } from './tax-id';
import { TEXT_FIELD_MAX, VALIDATION_KEYS } from './validation';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** One stretch of opening hours: the weekdays (0 = Sunday .. 6 = Saturday) open from `opens` to `closes` ("HH:MM"). */
export const openingHoursEntrySchema = z
  .object({
    days: z
      .array(z.number().int().min(0).max(6), { error: VALIDATION_KEYS.weekday })
      .min(1, { error: VALIDATION_KEYS.weekday })
      .max(7, { error: VALIDATION_KEYS.weekday })
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    opens: z.string().regex(TIME, { error: VALIDATION_KEYS.hours }),
    closes: z.string().regex(TIME, { error: VALIDATION_KEYS.hours }),
  })
  .refine((h) => h.opens < h.closes, { error: VALIDATION_KEYS.hours, path: ['closes'] });

/** The shop's opening hours: one to seven stretches (e.g. Monday to Friday 8 to 19 h, Saturday 9 to 13 h). */
export const openingHoursSchema = z.array(openingHoursEntrySchema).min(1).max(7);

/**
 * Whether `cbu` is a CBU (Clave Bancaria Uniforme) whose two check digits agree: 22 digits, the
 * first block (bank, branch) checked with weights 7139713, the second (account) with 3971397139713.
 */
export function isValidCbu(cbu: string): boolean {
  if (!/^\d{22}$/.test(cbu)) return false;
  const check = (digits: string, weights: number[]) => {
    const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
    return (10 - (sum % 10)) % 10 === Number(digits[weights.length]);
  };
  return (
    check(cbu.slice(0, 8), [7, 1, 3, 9, 7, 1, 3]) &&
    check(cbu.slice(8), [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3])
  );
}

/**
 * The values a new shop starts with (the SHOP_* defaults of server/src/config.ts): stand-ins that
 * must not reach shoppers. While any fact still holds one (or the transfer account is blank), the
 * back office shows a warning (`placeholderFacts`).
 */
export const SHOP_FACT_PLACEHOLDERS = {
  whatsapp: '5493870000000',
  infoEmail: 'info@panaderiaketo.example',
  developerEmail: 'dev@panaderiaketo.example',
  ordersEmail: 'pedidos@panaderiaketo.example',
  address: 'Av. Belgrano 1000, Salta Capital, Argentina',
  instagramUrl: 'https://www.instagram.com/panaderiaketo.example',
  bankAlias: 'PANADERIA.KETO.ALIAS',
} as const;

const text = (max = TEXT_FIELD_MAX) =>
  z.string().trim().min(1, { error: VALIDATION_KEYS.required }).max(max, { error: VALIDATION_KEYS.tooLong });
const email = z.email({ error: VALIDATION_KEYS.email }).max(254, { error: VALIDATION_KEYS.tooLong });

/**
 * What the owner saves on "Datos de la tienda". Checked here: the CBU's check digits, the CUIT's,
 * the alias's form (6 to 20 letters, digits, dots or hyphens). The WhatsApp number is typed
 * freely ("+54 9 387 412-3456") and kept as its digits; the server checks it with
 * libphonenumber-js (the browser ships no phone metadata).
 */
export const shopFactsSchema = z
  .object({
    name: text(80),
    nameEn: text(80),
    whatsapp: z
      .string()
      .trim()
      .transform((v) => v.replace(/[\s().+-]/g, ''))
      .pipe(z.string().regex(/^\d{8,15}$/, { error: VALIDATION_KEYS.whatsapp })),
    infoEmail: email,
    developerEmail: email,
    ordersEmail: email,
    address: text(),
    city: text(80),
    region: text(80),
    /** '' when the owner gives none. */
    postalCode: z
      .string()
      .trim()
      .regex(/^([A-Z0-9]{4,8})?$/i, { error: VALIDATION_KEYS.postalCode }),
    instagramUrl: z.url({ protocol: /^https$/, error: VALIDATION_KEYS.url }).max(300),
    bankAlias: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9.-]{6,20}$/, { error: VALIDATION_KEYS.bankAlias }),
    /** 22 digits, or '' while the shop takes no transfers to a CBU. Spaces and hyphens are dropped. */
    bankCbu: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => v === '' || isValidCbu(v), { error: VALIDATION_KEYS.cbu }),
    /** The transfer account's holder as the bank shows it; '' when not given. */
    bankHolder: z.string().trim().max(120, { error: VALIDATION_KEYS.tooLong }),
    /** The holder's CUIT, 11 digits (typed with or without hyphens), or ''. */
    bankCuit: z
      .string()
      .transform((v) => v.replace(/[\s.-]/g, ''))
      .refine((v) => v === '' || isValidCuit(v), { error: VALIDATION_KEYS.cuit }),
    /** The bank's name ("Banco Macro"), or ''. */
    bankName: z.string().trim().max(80, { error: VALIDATION_KEYS.tooLong }),
    hours: openingHoursSchema,
  })
  .strict();
export type ShopFacts = z.output<typeof shopFactsSchema>;
export type ShopFactsInput = z.input<typeof shopFactsSchema>;
export type ShopFactKey = keyof ShopFacts;

/**
 * The facts that still hold a new shop's stand-in (SHOP_FACT_PLACEHOLDERS) or are blank where a
 * transfer needs them (CBU, holder, CUIT): what the back office's warning lists, in form order.
 */
export function placeholderFacts(facts: ShopFacts): ShopFactKey[] {
  const keys: ShopFactKey[] = [];
  for (const [key, value] of Object.entries(SHOP_FACT_PLACEHOLDERS) as [ShopFactKey, string][])
    if (facts[key] === value) keys.push(key);
  for (const key of ['bankCbu', 'bankHolder', 'bankCuit'] as const) if (!facts[key]) keys.push(key);
  return keys;
}
