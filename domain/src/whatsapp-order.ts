/**
 * Orders sent by WhatsApp (docs/decisions/0034-whatsapp-orders-and-review-approval.md): before
 * opening WhatsApp the browser records the cart (POST /api/pedidos/whatsapp, no account) and puts
 * the short reference it gets ("W-4F7K") in the message; the owner confirms or discards the record
 * in the order desk, and only confirmed ones count in the production list and the dashboard.
 */
import { z } from 'zod';
import { NOTES_MAX } from './checkout';
import { couponCodeSchema } from './coupon';
import { DELIVERY_KINDS, DELIVERY_WINDOWS, deliveryChoiceSchema } from './delivery';
import { exact, type Exact } from './exact';
import { orderItemsSchema } from './order';
import { paymentMethodSchema } from './payment';
import { taxIdSchema } from './tax-id';
import { emailAddress, isStreetAddress, requiredText, TEXT_FIELD_MAX, VALIDATION_KEYS } from './validation';

/**
 * The characters of a reference: digits and capitals without the ones read alike on a phone
 * (0/O, 1/I/L, 5/S, 8/B, 2/Z, U/V), so the owner can read it out or type it back.
 */
export const WHATSAPP_REFERENCE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
/** Characters after "W-": 23^4 ≈ 280 000 references, plenty for the few days one lives unconfirmed. */
export const WHATSAPP_REFERENCE_LENGTH = 4;
/** Days an unconfirmed WhatsApp order is kept before its expiry job deletes it. */
export const WHATSAPP_ORDER_TTL_DAYS = 3;

/** Whether `value` reads as a reference ("W-" and four characters of the alphabet, any case). */
export function isWhatsappReference(value: string): boolean {
  return new RegExp(`^W-[${WHATSAPP_REFERENCE_ALPHABET}]{${WHATSAPP_REFERENCE_LENGTH}}$`).test(
    value.trim().toUpperCase(),
  );
}

/**
 * A new reference from `random` (numbers in [0, 1); crypto-backed on the server), "W-" and
 * WHATSAPP_REFERENCE_LENGTH characters of WHATSAPP_REFERENCE_ALPHABET.
 */
export function makeWhatsappReference(random: () => number): string {
  let code = '';
  for (let i = 0; i < WHATSAPP_REFERENCE_LENGTH; i += 1)
    code += WHATSAPP_REFERENCE_ALPHABET[Math.floor(random() * WHATSAPP_REFERENCE_ALPHABET.length)];
  return `W-${code}`;
}

/**
 * POST /api/pedidos/whatsapp body: the cart and the checkout's details as the WhatsApp message
 * carries them. Prices are never taken from it; the delivery choice is optional (the message may go
 * before one is chosen) but checked like a web order's when given; the coupon is checked, not used.
 */
export const whatsappOrderRequestSchema = z
  .object({
    firstname: requiredText(),
    lastname: requiredText(),
    phone: requiredText(40),
    email: z
      .union([emailAddress(), z.literal('')])
      .optional()
      .default(''),
    address: z.string().trim().max(TEXT_FIELD_MAX, { error: VALIDATION_KEYS.tooLong }).optional().default(''),
    addressNotes: z.string().trim().max(NOTES_MAX, { error: VALIDATION_KEYS.max400 }).optional().default(''),
    taxId: taxIdSchema,
    paymentMethod: paymentMethodSchema.nullable().optional(),
    coupon: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      couponCodeSchema.optional(),
    ),
    delivery: deliveryChoiceSchema.nullable().optional(),
    items: orderItemsSchema,
  })
  .strict()
  .superRefine((order, ctx) => {
    // As for a web order: a delivery to a zone needs a street address, a pickup none.
    if (order.delivery?.zoneId === undefined || isStreetAddress(order.address)) return;
    ctx.addIssue({
      code: 'custom',
      path: ['address'],
      message: order.address === '' ? VALIDATION_KEYS.required : VALIDATION_KEYS.streetAddress,
    });
  });
export type WhatsappOrderPayload = z.input<typeof whatsappOrderRequestSchema>;
export type WhatsappOrderRequest = z.output<typeof whatsappOrderRequestSchema>;

/** The answer of POST /api/pedidos/whatsapp: the reference to put in the message, and the total the server priced. */
export const whatsappOrderRecordedSchema = z.object({
  reference: z.string(),
  total: z.number().int().describe('ARS, whole pesos'),
});
export interface WhatsappOrderRecorded {
  reference: string;
  total: number;
}
exact<Exact<z.infer<typeof whatsappOrderRecordedSchema>, WhatsappOrderRecorded>>(true);

export const WHATSAPP_ORDER_STATUSES = ['iniciado', 'confirmado', 'descartado'] as const;
export type WhatsappOrderStatus = (typeof WHATSAPP_ORDER_STATUSES)[number];

/** A WhatsApp order as the owner's desk lists it. */
export interface AdminWhatsappOrder {
  id: string;
  reference: string;
  status: WhatsappOrderStatus;
  customer: string;
  phone: string;
  email: string;
  address: string;
  lines: { productId: string; title: string; quantity: number; unitPrice: number; lineTotal: number }[];
  subtotal: number;
  discount: number;
  coupon: string | null;
  total: number;
  delivery: {
    kind: (typeof DELIVERY_KINDS)[number];
    name: string;
    price: number;
    address: string | null;
    date: string;
    window: (typeof DELIVERY_WINDOWS)[number];
  } | null;
  paymentMethod: string | null;
  createdAt: string;
  expiresAt: string;
  decidedAt: string | null;
}

const ars = z.number().int().describe('ARS, whole pesos');
export const adminWhatsappOrderSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(WHATSAPP_ORDER_STATUSES),
  customer: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  lines: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      quantity: z.number().int(),
      unitPrice: ars,
      lineTotal: ars,
    }),
  ),
  subtotal: ars,
  discount: ars,
  coupon: z.string().nullable(),
  total: ars,
  delivery: z
    .object({
      kind: z.enum(DELIVERY_KINDS),
      name: z.string(),
      price: ars,
      address: z.string().nullable(),
      date: z.string(),
      window: z.enum(DELIVERY_WINDOWS),
    })
    .nullable(),
  paymentMethod: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601 date-time, UTC'),
  expiresAt: z.string().describe('ISO 8601 date-time, UTC: when an unconfirmed one is deleted'),
  decidedAt: z.string().nullable(),
});
exact<Exact<z.infer<typeof adminWhatsappOrderSchema>, AdminWhatsappOrder>>(true);

/** GET /api/admin/whatsapp-orders: newest first; discarded ones only when asked. */
export const adminWhatsappOrderListSchema = z.object({ items: z.array(adminWhatsappOrderSchema) });

/** GET /api/admin/whatsapp-orders?status= : the default leaves discarded ones out. */
export const adminWhatsappOrdersQuerySchema = z
  .object({
    status: z.enum(WHATSAPP_ORDER_STATUSES).optional(),
    lang: z.enum(['es', 'en']).optional(),
  })
  .strict();

/** POST /api/admin/whatsapp-orders/:id/decision { decision }. */
export const whatsappOrderDecisionSchema = z
  .object({ decision: z.enum(['confirmar', 'descartar']) })
  .strict();
