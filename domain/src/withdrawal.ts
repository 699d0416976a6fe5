import { z } from 'zod';
import { emailAddress, requiredText, TEXT_FIELD_MAX, VALIDATION_KEYS } from './validation';

/*
 * The withdrawal button ("Botón de arrepentimiento", Disposición 954/2025 of the Secretaría de
 * Industria y Comercio, in force since 2025-11-03; docs/decisions/0020-withdrawal-button.md): a
 * shopper asks to withdraw from a purchase without signing in, and gets a request code at once.
 */

/** Longest accepted reason. */
export const WITHDRAWAL_REASON_MAX = 1000;

/** A request's place in the owner's queue: new, being handled, answered. */
export const WITHDRAWAL_STATUSES = ['nuevo', 'en_proceso', 'respondido'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * An order number as a shopper copies it from a mail or a page: "N.º 1042", "No. 1042", "1042"
 * (the short number), or "#79a2efd4", "79A2EFD4" or the whole id; outputs the digits or the
 * lower-case hexadecimal part without the prefix and dashes ('' when left empty).
 */
const orderNumber = z
  .string()
  .trim()
  .max(64, { error: VALIDATION_KEYS.tooLong })
  .transform((v) =>
    v
      .replace(/^(n\.?\s*[º°]\.?|nro\.?|no\.?|#)\s*/i, '')
      .replace(/-/g, '')
      .toLowerCase(),
  )
  .refine((v) => v === '' || /^\d{1,9}$/.test(v) || /^[0-9a-f]{4,32}$/.test(v), {
    error: VALIDATION_KEYS.orderNumber,
  });

const optionalText = (max: number) =>
  z.string().trim().max(max, { error: VALIDATION_KEYS.tooLong }).default('');

/**
 * The withdrawal form (POST /api/arrepentimiento): the order number, or the phone the order was
 * placed with (the e-mail is always asked), the shopper's name and an optional reason.
 * Errors are i18n keys ('validation.orderOrPhone' on `orderNumber` when neither is given).
 */
export const withdrawalRequestSchema = z
  .object({
    orderNumber: orderNumber.default(''),
    name: requiredText(),
    email: emailAddress(),
    phone: optionalText(TEXT_FIELD_MAX),
    reason: optionalText(WITHDRAWAL_REASON_MAX),
  })
  .refine((v) => v.orderNumber !== '' || v.phone !== '', {
    error: VALIDATION_KEYS.orderOrPhone,
    path: ['orderNumber'],
  });
export type WithdrawalRequestInput = z.input<typeof withdrawalRequestSchema>;
export type WithdrawalRequest = z.output<typeof withdrawalRequestSchema>;

/** A request code as shown to the shopper, e.g. "ARR-7K2Q-H9XD". */
export const withdrawalCodeSchema = z.string().regex(/^ARR-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

/** The answer to a withdrawal request: its code, the same whether or not an order matched. */
export const withdrawalReceiptSchema = z.object({
  code: withdrawalCodeSchema,
  receivedAt: z.string().describe('ISO 8601'),
});
export type WithdrawalReceipt = z.infer<typeof withdrawalReceiptSchema>;

/** A request as the owner's queue lists it. */
export const adminWithdrawalSchema = z.object({
  id: z.number().int(),
  code: withdrawalCodeSchema,
  status: z.enum(WITHDRAWAL_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  orderNumber: z.string().describe('As the shopper typed it (normalised); may match no order'),
  orderId: z.string().nullable().describe('The order it was matched to (number or phone and e-mail), if any'),
  orderNo: z
    .number()
    .int()
    .nullable()
    .describe("The matched order's short number (formatOrderNumber), if any"),
  reason: z.string(),
  lang: z.enum(['es', 'en']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

/** The owner moves a request along the queue. */
export const withdrawalStatusChangeSchema = z.object({ status: z.enum(WITHDRAWAL_STATUSES) }).strict();
