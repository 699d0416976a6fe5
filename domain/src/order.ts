import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './cart';
import { NOTES_MAX } from './checkout';
import { couponCodeSchema } from './coupon';
import { deliveryChoiceSchema, type DeliveryKind, type DeliveryWindow } from './delivery';
import type { OrderStatus } from './order-status';
import { paymentMethodSchema, type PaymentMethod, type PaymentStatus } from './payment';
import { taxIdSchema } from './tax-id';
import { emailAddress, isStreetAddress, requiredText, TEXT_FIELD_MAX, VALIDATION_KEYS } from './validation';

/*
 * Web orders. The browser sends the original shop's order payload (lines with title, type and
 * price, and the total); the server keeps only ids and quantities from `items` and recomputes every
 * price and the total from the catalogue, so `price`, `title`, `type` and `total` are accepted and
 * ignored.
 */

/** Most distinct products in one order (the catalogue is small; this stops absurd payloads). */
export const MAX_ORDER_LINES = 50;

const orderItemSchema = z.object({
  id: z
    .union([
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/),
      z.number().int().min(0).max(999_999_999),
    ])
    .transform(String),
  quantity: z
    .number({ error: VALIDATION_KEYS.quantity })
    .int({ error: VALIDATION_KEYS.quantity })
    .min(1, { error: VALIDATION_KEYS.quantity })
    .max(MAX_LINE_QUANTITY, { error: VALIDATION_KEYS.quantity }),
  type: z.string().optional(),
  title: z.string().optional(),
  price: z.number().optional(),
});

/** An order's products: one to MAX_ORDER_LINES of `{ id, quantity }` (prices and titles ignored). */
export const orderItemsSchema = z
  .array(orderItemSchema, { error: VALIDATION_KEYS.emptyCart })
  .min(1, { error: VALIDATION_KEYS.emptyCart })
  .max(MAX_ORDER_LINES, { error: VALIDATION_KEYS.tooManyLines });

/** POST /api/pedido body. Output values are trimmed; prices are not trusted. */
export const orderPayloadSchema = z
  .object({
    userId: z.string().optional(),
    username: z.string().optional(),
    firstname: requiredText(),
    lastname: requiredText(),
    // One plain address: the order mails go there.
    email: emailAddress(),
    /** Where a delivery goes: a street address for a zone (checked below); not needed for a pickup. */
    address: z
      .string({ error: VALIDATION_KEYS.required })
      .trim()
      .max(TEXT_FIELD_MAX, { error: VALIDATION_KEYS.tooLong })
      .optional()
      .default(''),
    addressNotes: z.string().trim().max(NOTES_MAX, { error: VALIDATION_KEYS.max400 }).optional().default(''),
    phone: requiredText(40),
    /** The shopper's DNI or CUIT for the invoice (optional; its digits, '' when none). */
    taxId: taxIdSchema,
    /** How the shopper will pay; the server refuses a method the shop does not offer. */
    paymentMethod: paymentMethodSchema,
    /** A coupon code; the server re-checks it in the order's transaction and counts the use. Blank = none. */
    coupon: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      couponCodeSchema.optional(),
    ),
    /**
     * Delivery to a zone or pickup at a point, on a day and window; required: the server
     * checks the zone or point is active and the day bookable, and prices the delivery itself.
     */
    delivery: deliveryChoiceSchema,
    items: orderItemsSchema,
    total: z.number().optional(),
    /**
     * "Guardar estos datos para la próxima": the order's name, e-mail, phone (and address, for a
     * delivery) become the account's profile (cliente), which pre-fills the next checkout.
     */
    saveDetails: z.boolean().optional().default(false),
  })
  .superRefine((order, ctx) => {
    // Only a delivery needs the shopper's address; a pickup's address is the point's.
    if (order.delivery.zoneId === undefined || isStreetAddress(order.address)) return;
    ctx.addIssue({
      code: 'custom',
      path: ['address'],
      message: order.address === '' ? VALIDATION_KEYS.required : VALIDATION_KEYS.streetAddress,
    });
  });
export type OrderPayload = z.input<typeof orderPayloadSchema>;
export type OrderRequest = z.output<typeof orderPayloadSchema>;

/** One line of a stored order, as sold (title and price at the time of the order). */
export interface PedidoItem {
  productId: string;
  title: string;
  quantity: number;
  /** ARS whole pesos per unit, after discount. */
  unitPrice: number;
  /** ARS whole pesos. */
  lineTotal: number;
}

/**
 * An order's delivery as it was chosen and priced when placed: the zone's or pickup
 * point's name and price then, the address (the shopper's for a delivery, the point's for a
 * pickup), the day (YYYY-MM-DD, Argentina) and window.
 */
export interface PedidoDelivery {
  kind: DeliveryKind;
  name: string;
  /** ARS whole pesos after the zone's "free from" rule (0 for pickup). */
  price: number;
  address: string | null;
  date: string;
  window: DeliveryWindow;
}

/**
 * An order as GET /api/pedidos returns it. Dates are ISO 8601 UTC; screens show them in Argentina's
 * time zone. `fechaEntrega` is null until the shop sets it.
 */
export interface Pedido {
  id: string;
  /** The order's short number, shown as formatOrderNumber ("N.º 1042"); the id stays the UUID. */
  number: number;
  fechaPedido: string;
  fechaEntrega: string | null;
  /** The products as sold, ARS whole pesos. */
  subtotal: number;
  /** ARS whole pesos taken off the subtotal by `coupon`; 0 without one. */
  discount: number;
  /** The coupon code used, as stored; null when none. */
  coupon: string | null;
  /** The chosen delivery or pickup; null for orders placed before delivery choices existed. */
  delivery: PedidoDelivery | null;
  /** The amount to pay: subtotal - discount + delivery, ARS whole pesos (orderTotals). */
  total: number;
  status: OrderStatus;
  items: PedidoItem[];
  /** Whether at least one payment receipt was uploaded. */
  hasReceipt: boolean;
  /** How the shopper pays. */
  paymentMethod: PaymentMethod;
  /** Whether it is paid, apart from the delivery status. */
  paymentStatus: PaymentStatus;
  /**
   * ISO 8601 instant the order must be paid by, or it is cancelled (decision 0018); null
   * when it cannot expire (cash, paid, a receipt uploaded, cancelled, or placed before unpaid orders expired).
   */
  payBefore: string | null;
  /** True when the order was cancelled because it was not paid in time. */
  expired: boolean;
  /** True when a withdrawal request (botón de arrepentimiento, decision 0020) names this order. */
  withdrawalRequested: boolean;
}

/** Review dialog: stars in half steps from 0.5 to 5, text required. */
export const REVIEW_TEXT_MAX = 1000;
export const reviewSchema = z.object({
  stars: z
    .number({ error: VALIDATION_KEYS.stars })
    .min(0.5, { error: VALIDATION_KEYS.stars })
    .max(5, { error: VALIDATION_KEYS.stars })
    .refine((v) => Number.isInteger(v * 2), { error: VALIDATION_KEYS.stars }),
  text: requiredText(REVIEW_TEXT_MAX),
});
export type ReviewInput = z.input<typeof reviewSchema>;

/** Reviews per page of GET /api/products/:idOrSlug/reviews: the default and the most asked for. */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_MAX_PAGE_SIZE = 50;

/**
 * One review as the product page shows it (GET /api/products/:idOrSlug/reviews). `author` is
 * the reviewer's username or first name, never an e-mail; `stars` 0.5..5 in half steps; `date`
 * the last change, ISO 8601 UTC; `text` is plain text and must be shown as text, never as HTML.
 */
export interface ProductReview {
  author: string;
  stars: number;
  text: string;
  date: string;
  /** "Compra verificada": the author received the product in a delivered order. */
  verified: boolean;
}

/** A page of a product's reviews, newest first, with the product's total number of reviews. */
export interface ProductReviewList {
  items: ProductReview[];
  total: number;
  /**
   * The signed-in caller's own review while it waits for the owner's approval (shown to them as
   * "En revisión", to nobody else); absent otherwise.
   */
  ownPending?: { stars: number; text: string; date: string };
}

/** Largest accepted payment receipt, in bytes (over 10 MB is refused with 413). */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
/** Receipt types accepted, as detected from the file's bytes. */
export const RECEIPT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/avif',
  'application/pdf',
] as const;
