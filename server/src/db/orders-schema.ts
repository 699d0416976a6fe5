/**
 * Orders, their lines, payment receipts and product reviews. Money is ARS whole pesos
 * in integers; times are timestamptz (UTC). Lines keep the title and unit price as sold, so a
 * later price change or a hidden product never alters a past order.
 */
import { sql } from 'drizzle-orm';
import {
  DELIVERY_KINDS,
  DELIVERY_WINDOWS,
  ORDER_STATUSES,
  PAYMENT_EVENT_SOURCES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  WHATSAPP_ORDER_STATUSES,
} from '@shop/domain';
import { oneOf } from './one-of.ts';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth-schema.ts';
import { deliveryZones, pickupPoints } from './delivery-schema.ts';
import { products } from './schema.ts';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The short number shoppers and the owner read ("N.º 1042", domain formatOrderNumber), from a
     * sequence starting at 1001; the UUID stays the id of the API and of the links, which a number
     * counted up would make guessable.
     */
    number: integer('number')
      .generatedByDefaultAsIdentity({ name: 'orders_number_seq', startWith: 1001 })
      .notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pendiente'),
    /** The amount to pay: subtotal - discount + delivery (domain orderTotals). */
    totalArs: integer('total_ars').notNull(),
    /** The products' subtotal; null for older orders, whose total was the subtotal. */
    subtotalArs: integer('subtotal_ars'),
    /** ARS taken off the products by `couponCode`. */
    discountArs: integer('discount_ars').notNull().default(0),
    /** The coupon code used, as it was when the order was placed. */
    couponCode: text('coupon_code'),
    /**
     * The delivery as chosen and priced when placed; all null for older orders. The
     * name, price and address are copies, so a later change of the zone or point never alters it.
     */
    deliveryKind: text('delivery_kind', { enum: DELIVERY_KINDS }),
    deliveryName: text('delivery_name'),
    deliveryPriceArs: integer('delivery_price_ars'),
    deliveryAddress: text('delivery_address'),
    /** The booked day, Argentina; the day's capacity counts the orders on it that are not cancelled. */
    deliveryDay: date('delivery_day', { mode: 'string' }),
    deliveryWindow: text('delivery_window', { enum: DELIVERY_WINDOWS }),
    deliveryZoneId: integer('delivery_zone_id').references(() => deliveryZones.id, { onDelete: 'set null' }),
    pickupPointId: integer('pickup_point_id').references(() => pickupPoints.id, { onDelete: 'set null' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    addressNotes: text('address_notes').notNull().default(''),
    phone: text('phone').notNull(),
    /** The shopper's DNI or CUIT (digits) for the invoice; null when not given (docs/decisions/0021). */
    customerTaxId: text('customer_tax_id'),
    /** Language of the shopper's mails about this order. */
    lang: text('lang').notNull().default('es'),
    /** The client's Idempotency-Key header; a retry with the same key returns this order. */
    idempotencyKey: text('idempotency_key'),
    /** How the shopper pays; orders from before payment methods existed are transfers. */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('transferencia'),
    /** Whether it is paid, apart from the delivery status (domain PAYMENT_STATUSES). */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pendiente'),
    /** The Checkout Pro preference made for this order, reused by every later attempt. */
    mpPreferenceId: text('mp_preference_id'),
    mpInitPoint: text('mp_init_point'),
    /**
     * When an unpaid transfer or Mercado Pago order is cancelled by the expiry job (decision 0018), fixed when placed; null for cash orders and orders from before unpaid orders expired.
     */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** When the expiry job cancelled it for want of payment; null otherwise. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** fechaEntrega: set by the shop when it schedules the delivery. */
    deliveryDate: timestamp('delivery_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    // A fixed coupon may take the whole subtotal, so a total of 0 is possible.
    check('orders_total_positive', sql`${t.totalArs} >= 0`),
    check('orders_discount_range', sql`${t.discountArs} >= 0`),
    check('orders_payment_method_check', oneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('orders_payment_status_check', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
    unique('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    unique('orders_number_unique').on(t.number),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_payment_idx').on(t.paymentMethod, t.paymentStatus),
    index('orders_delivery_day_idx').on(t.deliveryDay),
    check(
      'orders_delivery_kind_check',
      sql`${t.deliveryKind} is null or ${oneOf(t.deliveryKind, DELIVERY_KINDS)}`,
    ),
    check(
      'orders_delivery_window_check',
      sql`${t.deliveryWindow} is null or ${oneOf(t.deliveryWindow, DELIVERY_WINDOWS)}`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    /** Title as sold, in the order's language (mails and Mercado Pago speak it). */
    title: text('title').notNull(),
    /**
     * Both titles as sold: each reader sees the line in their own language.
     * Null only on rows written before they were kept; readers then fall back to `title`.
     */
    titleEs: text('title_es'),
    titleEn: text('title_en'),
    unitPriceArs: integer('unit_price_ars').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalArs: integer('line_total_ars').notNull(),
  },
  (t) => [
    check('order_lines_quantity_range', sql`${t.quantity} between 1 and 99`),
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productId),
  ],
);

export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Key in the file storage (plugins/storage.ts). */
    storageKey: text('storage_key').notNull(),
    /** Detected from the bytes, never taken from the upload's name or header. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('receipts_order_idx').on(t.orderId)],
);

/** One review per customer and product; a new one replaces the old. */
export const reviews = pgTable(
  'reviews',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Stars times two (1..10), so half stars stay integers. */
    halfStars: integer('half_stars').notNull(),
    text: text('text').notNull(),
    /** When the owner hid it: a hidden review leaves the product page and the averages. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * Since when it waits for the owner's approval (a review from someone who never received the
     * product, while the owner asks for it: review_settings); null once published. A pending review
     * is neither shown nor counted in ratings.
     */
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('reviews_half_stars_range', sql`${t.halfStars} between 1 and 10`),
    index('reviews_product_idx').on(t.productId),
  ],
);

/**
 * The owner's review settings (docs/decisions/0034-whatsapp-orders-and-review-approval.md): one
 * row, id = 1, absent until the first save (then reviews publish at once).
 */
export const reviewSettings = pgTable('review_settings', {
  id: integer('id').primaryKey().default(1),
  /** Reviews from shoppers with no delivered order of the product wait for the owner's approval. */
  holdUnverified: boolean('hold_unverified').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OrderRow = typeof orders.$inferSelect;

/** Every status change of an order: who, when, from, to. */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    changedBy: text('changed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    deliveryDate: timestamp('delivery_date', { withTimezone: true }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The change this one undid (the owner's "Deshacer", domain statusUndoUntil); null for a normal change. */
    undoOf: integer('undo_of'),
  },
  (t) => [index('order_status_changes_order_idx').on(t.orderId, t.changedAt)],
);

/**
 * Every Mercado Pago payment seen for an order, as Mercado Pago's API last described it:
 * the order's payment status is derived from all of them. A payment whose external_reference names
 * no order of ours is kept too (order_id null) for the owner to look at.
 */
export const mercadoPagoPayments = pgTable(
  'mercadopago_payments',
  {
    /** Mercado Pago's payment id. */
    id: text('id').primaryKey(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    externalReference: text('external_reference').notNull().default(''),
    /** approved, pending, in_process, rejected, cancelled, refunded, charged_back... (Mercado Pago's words). */
    status: text('status').notNull(),
    statusDetail: text('status_detail').notNull().default(''),
    /** transaction_amount as Mercado Pago reports it (it may have cents; the order total has none). */
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('ARS'),
    amountRefunded: numeric('amount_refunded', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** Mercado Pago's date_last_updated: an older description never replaces a newer one. */
    dateLastUpdated: timestamp('date_last_updated', { withTimezone: true }).notNull(),
    dateApproved: timestamp('date_approved', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mercadopago_payments_order_idx').on(t.orderId)],
);

export type MercadoPagoPaymentRow = typeof mercadoPagoPayments.$inferSelect;

/** Every change of an order's payment status: who or which notification, when, from, to, why. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    source: text('source', { enum: PAYMENT_EVENT_SOURCES }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** The admin's username, or the notification's x-request-id. */
    by: text('by'),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_events_source_check', oneOf(t.source, PAYMENT_EVENT_SOURCES)),
    index('payment_events_order_idx').on(t.orderId, t.at),
  ],
);

/**
 * An order the shopper sent by WhatsApp (docs/decisions/0034-whatsapp-orders-and-review-approval.md):
 * recorded when the WhatsApp button is tapped, priced by the server like a web order, with no
 * account. It counts (production list, dashboard) only once the owner confirms it; an unconfirmed
 * one is deleted by its expiry job (`orders.expire-whatsapp`) at `expiresAt`.
 */
export const whatsappOrders = pgTable(
  'whatsapp_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short reference put in the message ("W-4F7K", domain WHATSAPP_REFERENCE_ALPHABET). */
    reference: text('reference').notNull(),
    status: text('status', { enum: WHATSAPP_ORDER_STATUSES }).notNull().default('iniciado'),
    /** The browser's Idempotency-Key: a double tap records one order. */
    idempotencyKey: text('idempotency_key').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    addressNotes: text('address_notes').notNull().default(''),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    subtotalArs: integer('subtotal_ars').notNull(),
    discountArs: integer('discount_ars').notNull().default(0),
    couponCode: text('coupon_code'),
    totalArs: integer('total_ars').notNull(),
    /** The delivery as priced when recorded; all null when the shopper chose none yet. */
    deliveryKind: text('delivery_kind', { enum: DELIVERY_KINDS }),
    deliveryName: text('delivery_name'),
    deliveryPriceArs: integer('delivery_price_ars'),
    deliveryAddress: text('delivery_address'),
    deliveryDay: date('delivery_day', { mode: 'string' }),
    deliveryWindow: text('delivery_window', { enum: DELIVERY_WINDOWS }),
    lang: text('lang').notNull().default('es'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an unconfirmed one is deleted by its expiry job. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When and by whom it was confirmed or discarded. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('whatsapp_orders_reference_unique').on(t.reference),
    unique('whatsapp_orders_idempotency_key_unique').on(t.idempotencyKey),
    index('whatsapp_orders_status_idx').on(t.status, t.createdAt),
    index('whatsapp_orders_delivery_day_idx').on(t.deliveryDay),
    check('whatsapp_orders_status_check', oneOf(t.status, WHATSAPP_ORDER_STATUSES)),
    check('whatsapp_orders_total_positive', sql`${t.totalArs} >= 0`),
  ],
);

export type WhatsappOrderRow = typeof whatsappOrders.$inferSelect;

/** The lines of a WhatsApp order, priced from the catalogue when it was recorded. */
export const whatsappOrderLines = pgTable(
  'whatsapp_order_lines',
  {
    id: serial('id').primaryKey(),
    whatsappOrderId: uuid('whatsapp_order_id')
      .notNull()
      .references(() => whatsappOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    unitPriceArs: integer('unit_price_ars').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalArs: integer('line_total_ars').notNull(),
  },
  (t) => [
    check('whatsapp_order_lines_quantity_range', sql`${t.quantity} between 1 and 99`),
    index('whatsapp_order_lines_order_idx').on(t.whatsappOrderId),
    index('whatsapp_order_lines_product_idx').on(t.productId),
  ],
);
