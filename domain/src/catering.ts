import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './cart';
import { DELIVERY_KINDS, DELIVERY_WINDOWS, isoDateSchema } from './delivery';
import { emailAddress, isStreetAddress, requiredText, TEXT_FIELD_MAX, VALIDATION_KEYS } from './validation';

/*
 * Catering and made-to-order requests (docs/decisions/0026-catering-requests.md): anyone asks for an
 * event from /encargos without an account; the owner answers with a quote (a whole-peso amount and a
 * note) that the shopper confirms from a mailed link, which turns the request into an order.
 */

/** Most guests one request may name (a bakery's event, not a stadium). */
export const CATERING_MAX_GUESTS = 5000;
/** Most products of interest in one request. */
export const CATERING_MAX_ITEMS = 30;
/** Longest free text (what the event is, flavours, allergies...). */
export const CATERING_DETAILS_MAX = 2000;
/** Longest note of the owner's quote or refusal. */
export const CATERING_NOTE_MAX = 2000;
/** Largest quote, whole ARS. */
export const CATERING_MAX_QUOTE_ARS = 100_000_000;

/** A request's place in the owner's queue: new, quoted (waiting for the shopper), confirmed (an order), declined. */
export const CATERING_STATUSES = ['nuevo', 'cotizado', 'confirmado', 'rechazado'] as const;
export type CateringStatus = (typeof CATERING_STATUSES)[number];

/**
 * How a confirmed request is paid: like any order (decision 0032: Mercado Pago's preference charges
 * the order's total, so an agreed amount can be paid online too).
 */
export const CATERING_PAYMENT_METHODS = ['transferencia', 'efectivo', 'mercadopago'] as const;
export type CateringPaymentMethod = (typeof CATERING_PAYMENT_METHODS)[number];

const quantity = z
  .number({ error: VALIDATION_KEYS.quantity })
  .int({ error: VALIDATION_KEYS.quantity })
  .min(1, { error: VALIDATION_KEYS.quantity })
  .max(MAX_LINE_QUANTITY, { error: VALIDATION_KEYS.quantity });

// A row's product: the form's select sends its id as a string, '' while none is chosen (the row
// then says 'validation.productChoice', never zod's own English message).
const productId = z
  .union(
    [
      z
        .string({ error: VALIDATION_KEYS.productChoice })
        .trim()
        .regex(/^\d{1,9}$/, { error: VALIDATION_KEYS.productChoice }),
      z
        .number({ error: VALIDATION_KEYS.productChoice })
        .int({ error: VALIDATION_KEYS.productChoice })
        .min(1, { error: VALIDATION_KEYS.productChoice })
        .max(999_999_999, { error: VALIDATION_KEYS.productChoice }),
    ],
    { error: VALIDATION_KEYS.productChoice },
  )
  .transform(String);

const optionalText = (max: number) =>
  z.string().trim().max(max, { error: VALIDATION_KEYS.tooLong }).default('');

/**
 * The /encargos form (POST /api/encargos): the event's date and time of day, guests, products of
 * interest with quantities (up to MAX_LINE_QUANTITY each, as a cart line), free text, delivery or
 * pickup (an address for a delivery), name, e-mail and phone. The date's minimum notice
 * (CATERING_MIN_NOTICE_DAYS) is the server's check ('validation.cateringNotice').
 */
export const cateringRequestSchema = z
  .object({
    eventDate: isoDateSchema,
    window: z.enum(DELIVERY_WINDOWS, { error: VALIDATION_KEYS.deliveryWindow }),
    guests: z
      .number({ error: VALIDATION_KEYS.guests })
      .int({ error: VALIDATION_KEYS.guests })
      .min(1, { error: VALIDATION_KEYS.guests })
      .max(CATERING_MAX_GUESTS, { error: VALIDATION_KEYS.guests }),
    items: z
      .array(z.object({ id: productId, quantity }), { error: VALIDATION_KEYS.unknownProduct })
      .max(CATERING_MAX_ITEMS, { error: VALIDATION_KEYS.tooManyLines })
      .default([]),
    details: optionalText(CATERING_DETAILS_MAX),
    delivery: z.enum(DELIVERY_KINDS, { error: VALIDATION_KEYS.deliveryChoice }),
    address: optionalText(TEXT_FIELD_MAX),
    name: requiredText(),
    email: emailAddress(),
    phone: requiredText(40),
  })
  .superRefine((v, ctx) => {
    // Only a delivery needs the shopper's address.
    if (v.delivery !== 'delivery' || isStreetAddress(v.address)) return;
    ctx.addIssue({
      code: 'custom',
      path: ['address'],
      message: v.address === '' ? VALIDATION_KEYS.required : VALIDATION_KEYS.streetAddress,
    });
  });
export type CateringRequestInput = z.input<typeof cateringRequestSchema>;
export type CateringRequest = z.output<typeof cateringRequestSchema>;

/** A request number as shown to the shopper, e.g. "ENC-7K2Q-H9XD". */
export const cateringNumberSchema = z.string().regex(/^ENC-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

/** The answer to a request: its number and when it was received. */
export const cateringReceiptSchema = z.object({
  number: cateringNumberSchema,
  receivedAt: z.string().describe('ISO 8601'),
});
export type CateringReceipt = z.infer<typeof cateringReceiptSchema>;

/** What the form needs to know before it is filled: the earliest event date the notice allows. */
export const cateringOptionsSchema = z.object({
  minNoticeDays: z.number().int(),
  earliestDate: z.string().describe('YYYY-MM-DD, Argentina'),
});
export type CateringOptions = z.infer<typeof cateringOptionsSchema>;

const cateringItemSchema = z.object({ productId: z.string(), title: z.string(), quantity: z.number().int() });

/** A request as the owner's queue lists it. */
export const adminCateringSchema = z.object({
  id: z.number().int(),
  number: cateringNumberSchema,
  status: z.enum(CATERING_STATUSES),
  eventDate: z.string(),
  window: z.enum(DELIVERY_WINDOWS),
  guests: z.number().int(),
  items: z.array(cateringItemSchema),
  details: z.string(),
  delivery: z.enum(DELIVERY_KINDS),
  address: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  lang: z.enum(['es', 'en']),
  quoteArs: z.number().int().nullable(),
  note: z.string().describe("The owner's note sent with the quote or the refusal"),
  orderId: z.string().nullable().describe('The order a confirmed request became'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCatering = z.infer<typeof adminCateringSchema>;

/** The owner's quote: a whole-peso amount and a note (what it includes, the deposit...). */
export const cateringQuoteSchema = z
  .object({
    amount: z
      .number({ error: VALIDATION_KEYS.amount })
      .int({ error: VALIDATION_KEYS.amount })
      .min(1, { error: VALIDATION_KEYS.amount })
      .max(CATERING_MAX_QUOTE_ARS, { error: VALIDATION_KEYS.amount }),
    note: optionalText(CATERING_NOTE_MAX),
  })
  .strict();
export type CateringQuoteInput = z.input<typeof cateringQuoteSchema>;
export type CateringQuote = z.output<typeof cateringQuoteSchema>;

/** The owner declines a request, with an optional note to the shopper. */
export const cateringDeclineSchema = z.object({ note: optionalText(CATERING_NOTE_MAX) }).strict();
export type CateringDecline = z.output<typeof cateringDeclineSchema>;

/** The quoted request as the shopper's "Confirmar" link shows it. */
export const cateringQuoteViewSchema = z.object({
  number: cateringNumberSchema,
  status: z.enum(CATERING_STATUSES),
  eventDate: z.string(),
  window: z.enum(DELIVERY_WINDOWS),
  guests: z.number().int(),
  items: z.array(cateringItemSchema),
  delivery: z.enum(DELIVERY_KINDS),
  address: z.string(),
  amount: z.number().int(),
  note: z.string(),
  orderId: z.string().nullable().describe('Set once confirmed'),
  paymentMethods: z.array(z.enum(CATERING_PAYMENT_METHODS)).describe('What the shop offers for it'),
});
export type CateringQuoteView = z.infer<typeof cateringQuoteViewSchema>;

/** The mailed token of a quote (random, 43 base64url characters). */
export const cateringTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/);

/** The shopper confirms a quote (signed in): the mailed token and how they will pay. */
export const cateringConfirmSchema = z
  .object({
    token: cateringTokenSchema,
    paymentMethod: z.enum(CATERING_PAYMENT_METHODS, { error: VALIDATION_KEYS.paymentMethod }),
  })
  .strict();
export type CateringConfirm = z.output<typeof cateringConfirmSchema>;

/** The answer to a confirmation: the order it became. */
export const cateringConfirmedSchema = z.object({ number: cateringNumberSchema, orderId: z.string() });
export type CateringConfirmed = z.infer<typeof cateringConfirmedSchema>;
