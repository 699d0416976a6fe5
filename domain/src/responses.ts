import { z } from 'zod';
import type { Cliente, SessionUser } from './account';
import {
  COUPON_KINDS,
  COUPON_REJECTIONS,
  SUBSCRIBER_STATUSES,
  type AdminSubscriber,
  type CouponValidation,
} from './coupon';
import {
  DELIVERY_KINDS,
  DELIVERY_WINDOWS,
  type DeliveryOptions,
  type DeliveryZone,
  type PickupPoint,
} from './delivery';
import { exact, type Exact } from './exact';
import type { Pedido, ProductReviewList } from './order';
import { ORDER_STATUSES } from './order-status';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './payment';
import type { ShopInfo } from './shop';

/*
 * Answers of the HTTP API as zod schemas: the server declares them as route response
 * schemas, so an answer is serialised by its schema (a field not named here never leaves the
 * server) and the OpenAPI document at /api/openapi.json describes it. The web imports only the
 * types (order.ts, account.ts...), so these schemas stay out of the browser's bundles. Each
 * `Exact` check below fails the typecheck when a schema and its type drift apart.
 */

const isoInstant = z.string().describe('ISO 8601 date-time, UTC');
const ars = z.number().int().describe('ARS, whole pesos');

/** The signed-in user (GET /api/session, POST /api/account/sign-in). */
export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  isFromGoogle: z.boolean(),
  isAdmin: z.boolean(),
});
exact<Exact<z.infer<typeof sessionUserSchema>, SessionUser>>(true);

/** GET /api/session: the signed-in user (null when none) and the sign-in providers offered. */
export const sessionSchema = z.object({
  user: sessionUserSchema.nullable(),
  googleEnabled: z.boolean(),
  cognitoEnabled: z.boolean(),
});

/** GET/POST /api/cliente: the customer's profile with id and username. */
export const clienteViewSchema = z.object({
  id: z.string(),
  username: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  email: z.string(),
  direccion: z.string(),
  telefono: z.string(),
  notas: z.string(),
});
exact<Exact<z.infer<typeof clienteViewSchema>, Cliente>>(true);

/** One order (GET /api/pedidos, GET /api/pedidos/:pedidoId). */
export const pedidoSchema = z.object({
  id: z.string(),
  number: z.number().int().describe('The short order number shoppers read ("N.º 1042")'),
  fechaPedido: isoInstant,
  fechaEntrega: isoInstant.nullable(),
  subtotal: ars,
  discount: ars,
  coupon: z.string().nullable(),
  delivery: z
    .object({
      kind: z.enum(DELIVERY_KINDS),
      name: z.string(),
      price: ars,
      address: z.string().nullable(),
      date: z.string().describe('YYYY-MM-DD, Argentina'),
      window: z.enum(DELIVERY_WINDOWS),
    })
    .nullable(),
  total: ars,
  status: z.enum(ORDER_STATUSES),
  items: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      quantity: z.number().int(),
      unitPrice: ars,
      lineTotal: ars,
    }),
  ),
  hasReceipt: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  payBefore: z
    .string()
    .nullable()
    .describe('ISO 8601 instant the order must be paid by; null when it cannot expire'),
  expired: z.boolean().describe('Cancelled because it was not paid in time'),
  withdrawalRequested: z
    .boolean()
    .describe('A withdrawal request (botón de arrepentimiento) names this order'),
});
exact<Exact<z.infer<typeof pedidoSchema>, Pedido>>(true);

/** GET /api/products/:idOrSlug/reviews: a page of reviews, newest first. */
export const productReviewListSchema = z.object({
  items: z.array(
    z.object({
      author: z.string(),
      stars: z.number(),
      text: z.string(),
      date: isoInstant,
      verified: z.boolean(),
    }),
  ),
  total: z.number().int(),
  ownPending: z
    .object({ stars: z.number(), text: z.string(), date: isoInstant })
    .optional()
    .describe("The signed-in caller's own review waiting for approval"),
});
exact<Exact<z.infer<typeof productReviewListSchema>, ProductReviewList>>(true);

/** A delivery zone (back office; the shopper's list leaves out `active`). */
const scheduleFields = {
  openWeekdays: z.array(z.number().int().min(0).max(6)),
  windows: z.array(z.enum(DELIVERY_WINDOWS)),
};
export const deliveryZoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceArs: ars,
  freeFromArs: ars.nullable(),
  ...scheduleFields,
  active: z.boolean(),
});
exact<Exact<z.infer<typeof deliveryZoneSchema>, DeliveryZone>>(true);
/** A pickup point (back office; the shopper's list leaves out `active`). */
export const pickupPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  hours: z.string(),
  hoursEn: z.string(),
  ...scheduleFields,
  active: z.boolean(),
});
exact<Exact<z.infer<typeof pickupPointSchema>, PickupPoint>>(true);

/** GET /api/delivery/options: what checkout offers for a cart. */
export const deliveryOptionsSchema = z.object({
  zones: z.array(deliveryZoneSchema.omit({ active: true })),
  pickupPoints: z.array(pickupPointSchema.omit({ active: true })),
  days: z.array(
    z.object({ date: z.string(), windows: z.array(z.enum(DELIVERY_WINDOWS)), full: z.boolean() }),
  ),
  leadTimeHours: z.number().int(),
  leadTimeProductId: z.string().nullable(),
});
exact<Exact<z.infer<typeof deliveryOptionsSchema>, DeliveryOptions>>(true);

/** POST /api/coupons/validate: the discount on this cart, or why the code does not apply. */
export const couponValidationSchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    code: z.string(),
    kind: z.enum(COUPON_KINDS),
    value: z.number(),
    subtotal: ars,
    discount: ars,
  }),
  z.object({
    valid: z.literal(false),
    code: z.string(),
    reason: z.enum(COUPON_REJECTIONS),
    message: z.string(),
  }),
]);
exact<Exact<z.infer<typeof couponValidationSchema>, CouponValidation>>(true);

/** One subscriber as the back office lists it. */
export const adminSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  lang: z.enum(['es', 'en']),
  createdAt: isoInstant,
  confirmedAt: isoInstant.nullable(),
  unsubscribedAt: isoInstant.nullable(),
  coupon: z.string().nullable(),
  couponUsed: z.boolean(),
});
exact<Exact<z.infer<typeof adminSubscriberSchema>, AdminSubscriber>>(true);

/** GET /api/shop: the shop's public facts. */
export const shopInfoSchema = z.object({
  name: z.string(),
  nameEn: z.string(),
  whatsapp: z.string(),
  whatsappDisplay: z.string(),
  infoEmail: z.string(),
  developerEmail: z.string(),
  ordersEmail: z.string(),
  address: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  instagramUrl: z.string(),
  bankAlias: z.string(),
  bankCbu: z.string(),
  bankHolder: z.string(),
  bankCuit: z.string(),
  bankName: z.string(),
  hours: z.array(z.object({ days: z.array(z.number().int()), opens: z.string(), closes: z.string() })),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  analytics: z
    .object({
      ga4MeasurementId: z.string().optional(),
      metaPixelId: z.string().optional(),
      scriptBaseUrl: z.string().optional(),
    })
    .optional(),
});
exact<Exact<z.infer<typeof shopInfoSchema>, ShopInfo>>(true);

/** The facts as stored (no transforms: an answer's schema), for the owner's page. */
const storedShopFactsSchema = shopInfoSchema.omit({ whatsappDisplay: true, paymentMethods: true });

/** GET/PUT /api/admin/shop-facts: the facts in use, the environment's, and which still hold a stand-in (docs/decisions/0028). */
export const shopFactsAdminViewSchema = z.object({
  facts: storedShopFactsSchema,
  defaults: storedShopFactsSchema,
  placeholders: z.array(z.string()),
  saved: z.boolean(),
});
