/**
 * Building blocks of the route schemas (docs/decisions/0013-contract-first-api.md):
 * every route declares `params`, `querystring`, `body` and `response` with zod schemas from
 * `@shop/domain`; Fastify validates input with them, serialises answers by them (a field the
 * schema does not name never leaves the server) and @fastify/swagger documents them.
 */
import { apiErrorSchema } from '@shop/domain';
import { z } from 'zod';

/** OpenAPI tags, one per resource, in the order the reference page lists them. */
export const API_TAGS = [
  {
    name: 'catalog',
    description: 'Productos, oferta del día y reseñas / products, deal of the day and reviews',
  },
  { name: 'accounts', description: 'Cuentas y sesión / accounts and the session' },
  { name: 'customers', description: 'Perfil del cliente / the customer profile' },
  { name: 'orders', description: 'Pedidos y comprobantes / orders and receipts' },
  { name: 'payments', description: 'Pagos con Mercado Pago / Mercado Pago payments' },
  { name: 'delivery', description: 'Zonas de envío y puntos de retiro / delivery zones and pickup points' },
  { name: 'coupons', description: 'Cupones / coupons' },
  { name: 'subscribers', description: 'Suscriptores del newsletter / newsletter subscribers' },
  { name: 'withdrawals', description: 'Botón de arrepentimiento / withdrawal requests' },
  { name: 'catering', description: 'Encargos para eventos / catering and made-to-order requests' },
  { name: 'carts', description: "Carrito y favoritos de la cuenta / the account's saved cart and wishlist" },
  {
    name: 'funnel',
    description: 'Embudo propio de la tienda, sin cookies / the shop’s own funnel, no cookies',
  },
  { name: 'shop', description: 'Datos de la tienda y salud / shop facts and health' },
  { name: 'admin', description: 'Back office (administradores) / back office (administrators only)' },
] as const;
export type ApiTag = (typeof API_TAGS)[number]['name'];

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: `error.fields` maps each bad field to an i18n key or a plain message',
  401: 'Not signed in (`unauthenticated`)',
  403: 'Signed in without the right (`admin_only`, `forbidden`) or a cross-site request',
  404: 'Not found',
  409: 'Conflict with the stored state',
  413: 'Upload too large',
  415: 'Unsupported file type',
  429: 'Too many requests; see Retry-After',
  503: 'Service unavailable (database unreachable); see Retry-After',
};

/**
 * Response schemas for the given error statuses, each the contract's
 * `{ error: { code, message, fields? } }` (messages in Spanish, English with ?lang=en or the
 * "lang" cookie). 503 is added to every route: any may meet an unreachable database.
 */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  const out: Record<number, typeof apiErrorSchema> = {};
  for (const status of [...statuses, 503])
    out[status] = apiErrorSchema.describe(ERROR_TEXT[status] ?? 'Error');
  return out as { [K in S[number] | 503]: typeof apiErrorSchema };
}

/** Statuses a signed-in customer's route can answer besides its own. */
export const USER_ERRORS = [401, 403] as const;
/** Statuses an administrator's route can answer besides its own. */
export const ADMIN_ERRORS = [401, 403] as const;

/** Security requirement of routes that need a session (the better-auth session cookie). */
export const SESSION_SECURITY = [{ session: [] }];

/** `?lang=es|en`: the language of messages (Spanish by default). */
export const langQuery = z.object({ lang: z.enum(['es', 'en']).optional() });

/** A body-less success such as `{ ok: true }`. */
export const okSchema = z.object({ ok: z.literal(true) });

/**
 * Sends JSON text already built in the shape of the route's 200 schema (the catalogue memoises its
 * pages as text). Fastify passes a string with a JSON content type through untouched, so the
 * response schema documents the answer without serialising it twice.
 */
export function sendJsonText(
  reply: { type(contentType: string): { send(payload: never): unknown } },
  json: string,
): void {
  reply.type('application/json; charset=utf-8').send(json as never);
}

/**
 * An `Idempotency-Key` header's value (a retry of the same order answers the first one): 1-100
 * letters, digits, `_`, `.`, `:` or `-`, trimmed; absent is allowed. Order routes check it in the
 * handler to answer the module's own error code.
 */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/)
  .optional();
