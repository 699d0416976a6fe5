import { ALLERGENS, nutritionSchema } from './nutrition';
import { z } from 'zod';
import { CATEGORIES } from './constants';
import { COUPON_KINDS } from './coupon';
import { CAPACITY_KINDS, DELIVERY_KINDS, DELIVERY_WINDOWS } from './delivery';
import { dealDiscountSchema } from './product';
import { exact, type Exact } from './exact';
import { ORDER_STATUSES } from './order-status';
import type { AdminReview, Dashboard, ProductionList } from './owner';
import { PAYMENT_EVENT_SOURCES, PAYMENT_STATUSES } from './payment';

/*
 * Answers of the back office's API (/api/admin/*) as zod schemas: route response
 * schemas, so answers are serialised by them and documented at /api/openapi.json. Stored
 * statuses are plain text columns, hence strings where the shopper's API has enums. Each `Exact`
 * check fails the typecheck when a schema and its domain type drift apart.
 */

const isoInstant = z.string().describe('ISO 8601 date-time, UTC');
const ars = z.number().int().describe('ARS, whole pesos');

const storedDeliverySchema = z
  .object({
    kind: z.enum(DELIVERY_KINDS),
    name: z.string(),
    price: ars,
    address: z.string().nullable(),
    date: z.string(),
    window: z.enum(DELIVERY_WINDOWS),
  })
  .nullable();

/** GET /api/admin/orders: a page of orders with counts per status and per payment status. */
export const adminOrderListSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      createdAt: isoInstant,
      deliveryDate: isoInstant.nullable(),
      status: z.string(),
      total: ars,
      coupon: z.string().nullable(),
      delivery: storedDeliverySchema,
      paymentMethod: z.string(),
      paymentStatus: z.string(),
      /** A receipt was uploaded and the owner has not marked the order paid yet (domain receiptAwaitsCheck). */
      receiptToCheck: z.boolean(),
      customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    }),
  ),
  total: z.number().int(),
  counts: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  /** Per payment status as the desk shows it: an order with a receipt to check counts as en_revision, not pendiente. */
  paymentCounts: z.record(z.enum(PAYMENT_STATUSES), z.number().int()),
  /** Orders with a receipt to check (also inside paymentCounts.en_revision). */
  receiptsToCheck: z.number().int(),
});

/** GET /api/admin/orders/:id (and the payment actions' answers): one order in full. */
export const adminOrderDetailSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  userId: z.string(),
  status: z.string(),
  createdAt: isoInstant,
  deliveryDate: isoInstant.nullable(),
  total: ars,
  subtotal: ars,
  discount: ars,
  coupon: z.string().nullable(),
  delivery: storedDeliverySchema,
  lang: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  /** When the unpaid order is released (null: cash, or before unpaid orders expired) and when it was. */
  paymentDueAt: isoInstant.nullable(),
  expiredAt: isoInstant.nullable(),
  /** A withdrawal request (botón de arrepentimiento, decision 0020) names this order. */
  withdrawalRequested: z.boolean(),
  customer: z.object({
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    addressNotes: z.string(),
  }),
  items: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      quantity: z.number().int(),
      unitPrice: ars,
      lineTotal: ars,
    }),
  ),
  receipts: z.array(
    z.object({
      id: z.string(),
      contentType: z.string(),
      sizeBytes: z.number().int(),
      originalName: z.string(),
      createdAt: isoInstant,
    }),
  ),
  /** `undo`: this change undid the one before it (the owner's "Deshacer"). */
  history: z.array(
    z.object({
      from: z.string().nullable(),
      to: z.string(),
      at: isoInstant,
      by: z.string().nullable(),
      undo: z.boolean(),
    }),
  ),
  allowedNext: z.array(z.enum(ORDER_STATUSES)),
  /** While the last status change can be undone (domain statusUndoUntil): the status it goes back to, and until when. */
  undo: z.object({ to: z.enum(ORDER_STATUSES), until: isoInstant }).nullable(),
  payments: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      statusDetail: z.string(),
      amount: z.number(),
      /** Money given back on it so far (ARS; all of it once refunded, part after a partial refund). */
      refunded: z.number(),
      at: isoInstant,
    }),
  ),
  paymentHistory: z.array(
    z.object({
      at: isoInstant,
      source: z.enum(PAYMENT_EVENT_SOURCES),
      from: z.enum(PAYMENT_STATUSES).nullable(),
      to: z.enum(PAYMENT_STATUSES),
      by: z.string().nullable(),
      detail: z.string().nullable(),
    }),
  ),
});

/** POST /api/admin/orders/:id/status: the new status and delivery date. */
export const adminOrderStatusSchema = z.object({
  id: z.string(),
  status: z.string(),
  deliveryDate: isoInstant.nullable(),
});

/** GET /api/admin/customers: a page of accounts with contact data and number of orders. */
export const adminCustomerListSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      username: z.string(),
      role: z.string(),
      createdAt: isoInstant,
      nombre: z.string(),
      apellido: z.string(),
      email: z.string(),
      telefono: z.string(),
      direccion: z.string(),
      orderCount: z.number().int(),
    }),
  ),
  total: z.number().int(),
});

/** POST /api/admin/users/:id/role: the account's new role. */
export const adminRoleSchema = z.object({ id: z.string(), role: z.string() });

/** A product as the back office edits it: both languages, raw price and discount (GET/POST/PATCH /api/admin/products). */
export const adminProductViewSchema = z.object({
  id: z.string(),
  slug: z.string(),
  category: z.enum(CATEGORIES),
  priceArs: ars,
  discountPercent: z.number().int().nullable(),
  isNew: z.boolean(),
  inStock: z.boolean(),
  hidden: z.boolean(),
  sortOrder: z.number().int(),
  leadTimeHours: z.number().int(),
  titleEs: z.string(),
  titleEn: z.string(),
  detailsEs: z.string(),
  detailsEn: z.string(),
  imageAltEs: z.string(),
  imageAltEn: z.string(),
  images: z.array(z.string()),
  /** The facts as stored (null: not given / allergens not declared yet). */
  nutrition: nutritionSchema.nullable(),
  ingredientsEs: z.string(),
  ingredientsEn: z.string(),
  allergens: z.array(z.enum(ALLERGENS)).nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});

/** GET/PUT /api/admin/deal: the featured product (null: none) and its end (null: midnight, Argentina). */
export const adminDealViewSchema = z.object({
  productId: z.string().nullable(),
  endsAt: isoInstant.nullable(),
  discount: dealDiscountSchema.nullable(),
});

/** A stored coupon as the back office lists it. */
export const adminCouponViewSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  minSubtotal: ars,
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  oncePerCustomer: z.boolean(),
  firstOrderOnly: z.boolean(),
  active: z.boolean(),
  uses: z.number().int(),
  source: z.enum(['owner', 'subscriber']),
  createdAt: isoInstant,
});

/** The shop-wide delivery rules as stored (GET/PUT /api/admin/delivery/settings). */
export const deliverySettingsViewSchema = z.object({
  leadTimeHours: z.number().int(),
  closedWeekdays: z.array(z.number().int()),
  blockedDates: z.array(z.string()),
  openHolidays: z.array(z.string()),
  /** The national holidays of the next 12 months (names in the request's language); `open`: the owner reopened it. */
  holidays: z.array(z.object({ date: z.string(), name: z.string(), open: z.boolean() })),
  capacityKind: z.enum(CAPACITY_KINDS),
  capacityPerDay: z.number().int().nullable(),
  daysAhead: z.number().int(),
});

/*
 * The owner's day: production list, dashboard, reviews and push alerts. Days are
 * Argentina's "YYYY-MM-DD"; money is whole ARS.
 */

const shopDay = z.string().describe('YYYY-MM-DD, an Argentina calendar day');

/** GET /api/admin/production: what to bake for one delivery day (domain ProductionList). */
export const productionListSchema = z.object({
  date: shopDay,
  totalUnits: z.number().int(),
  orderCount: z.number().int(),
  lines: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      units: z.number().int(),
      orders: z.array(
        z.object({
          id: z.string(),
          number: z.number().int().nullable(),
          reference: z.string().optional().describe('A confirmed WhatsApp order’s reference'),
          quantity: z.number().int(),
          customer: z.string(),
          kind: z.enum(DELIVERY_KINDS).nullable(),
          place: z.string().nullable(),
          window: z.enum(DELIVERY_WINDOWS).nullable(),
          status: z.string(),
        }),
      ),
    }),
  ),
});
exact<Exact<z.infer<typeof productionListSchema>, ProductionList>>(true);

const periodFiguresSchema = z.object({ orders: z.number().int(), revenue: ars });

/** GET /api/admin/dashboard: every figure of /admin (domain Dashboard). */
export const dashboardSchema = z.object({
  today: shopDay,
  weekStart: shopDay.describe('YYYY-MM-DD, the Monday of this week (Argentina)'),
  todayFigures: periodFiguresSchema,
  weekFigures: periodFiguresSchema,
  byStatus: z.record(z.string(), z.number().int()).describe('Orders ever placed per delivery status'),
  byPayment: z.record(z.string(), z.number().int()).describe('Orders ever placed per payment status'),
  revenueByDay: z
    .array(z.object({ date: shopDay, orders: z.number().int(), revenue: ars }))
    .describe('The last 30 Argentina days, oldest first'),
  bestSellers: z
    .array(z.object({ productId: z.string(), title: z.string(), units: z.number().int(), revenue: ars }))
    .describe('Up to 5 products by units sold in those 30 days'),
});
exact<Exact<z.infer<typeof dashboardSchema>, Dashboard>>(true);

/** A review as the owner sees it (domain AdminReview). */
export const adminReviewSchema = z.object({
  productId: z.string(),
  productTitle: z.string(),
  userId: z.string(),
  author: z.string(),
  stars: z.number().describe('1 to 5 in half stars'),
  text: z.string(),
  hidden: z.boolean(),
  pending: z.boolean().describe('Waits for the owner to approve it'),
  verified: z.boolean().describe('The author received the product in a delivered order'),
  createdAt: isoInstant.describe('ISO 8601 date-time, UTC: the last change'),
});
exact<Exact<z.infer<typeof adminReviewSchema>, AdminReview>>(true);

/** GET /api/admin/reviews: a page of reviews, newest first, and how many there are in all. */
export const adminReviewListSchema = z.object({ items: z.array(adminReviewSchema), total: z.number().int() });

/** POST /api/admin/reviews/visibility: the review's key and whether it is hidden now. */
export const reviewVisibilityViewSchema = z.object({
  productId: z.string(),
  userId: z.string(),
  hidden: z.boolean(),
});

/** GET /api/admin/push/key: the VAPID public key (base64url) for PushManager.subscribe. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** POST /api/admin/push/subscriptions: the endpoint now subscribed. */
export const pushSubscribedSchema = z.object({ endpoint: z.string() });
