/**
 * The access gate (/access; decision 0006): when ACCESS_KEYS are configured, every page and API
 * call needs the unlock cookie except the /access page, /api/access, /api/health and the real files
 * of the web build. The decision is made on the routed request (the route Fastify matched and the
 * percent-decoded path), never on the raw URL, so `/%61pi/products/1` is the API it routes to, and
 * a path that merely looks like a file (`/x.abc`, `/admin/orders/1.png`) is a page. Locked pages
 * redirect to /access; locked API calls answer 401 `access_required`. Requests are marked
 * `accessLocked` so the page served while locked (/access) carries none of the shop's facts
 * (plugins/web-app.ts).
 *
 * Keys are kept as sha256 digests of the normalised key (trimmed, lower case) and compared in
 * constant time; the cookie holds an HMAC of the matched key's digest, so removing a key from the
 * configuration locks out everyone who used it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { accessKeySchema } from '@shop/domain';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { digestAccessKey } from '../../config.ts';
import { accountError } from '../../lib/account-errors.ts';
import { errorResponses, okSchema } from '../../lib/route-schema.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { listStaticAssets } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** True when the gate is on and this request has not unlocked it (set before any handler runs). */
    accessLocked: boolean;
  }
}

export const ACCESS_COOKIE = 'shop_access';
const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;

export interface AccessGateOptions {
  /** sha256 hex digests of the accepted keys; empty = no gate. */
  keyHashes: string[];
  secret: string;
  secureCookie: boolean;
  limiter: RateLimiter;
  rateLimit: { perIp: number; windowSeconds: number };
  /** The web build served by plugins/web-app.ts; its files (not its pages) stay open while locked. */
  distDir?: string;
}

/**
 * API routes open while locked: the gate's own and the load balancer's health check; Mercado Pago's
 * notifications, which carry no access cookie and are guarded by their own signature;
 * the unsubscribe link every subscriber mail carries, which must work from any browser.
 */
const OPEN_ROUTES = new Set([
  '/api/access',
  '/api/health',
  '/api/payments/mercadopago/webhook',
  '/api/subscribers/unsubscribe',
]);
/** Pages open while locked: the gate and the unsubscribe page of the mailed link. */
const OPEN_PAGES = new Set(['/access', '/access/', '/unsubscribe', '/unsubscribe/']);

/** The request's path as the router and @fastify/send read it (percent-decoded); undefined when it cannot be decoded. */
function decodedPath(url: string): string | undefined {
  const raw = url.split('?')[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Where a locked page sends the visitor: /access, naming the page they asked for in `next` so the
 * right key takes them there; the home page needs no `next`.
 */
export function gatePath(requestUrl: string): string {
  return requestUrl === '/' ? '/access' : `/access?next=${encodeURIComponent(requestUrl)}`;
}

/** Whether a locked request may go on, from what it was routed to. */
function isOpen(request: FastifyRequest, assets: ReadonlySet<string>): boolean {
  // undefined when nothing matched (the not-found handler answers).
  const route = request.routeOptions.url;
  if (route !== undefined && OPEN_ROUTES.has(route)) return true;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = decodedPath(request.url);
  if (path === undefined) return false;
  if (OPEN_PAGES.has(path)) return true;
  // Served by the build file's own route (plugins/web-app/static-files.ts) from this very
  // (decoded) path: exactly the file that was checked.
  return route === path && assets.has(path);
}

/** Whether a locked request is an API call (answered 401 JSON) rather than a page (redirected). */
function isApiCall(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  const route = request.routeOptions.url;
  const path = decodedPath(request.url) ?? request.url;
  return route?.startsWith('/api/') === true || path.startsWith('/api/');
}

function sameBytes(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export default fp(async function accessGate(app: FastifyInstance, opts: AccessGateOptions) {
  const tokenFor = (keyHash: string) =>
    createHmac('sha256', opts.secret).update(`access:${keyHash}`).digest('base64url');
  const validTokens = opts.keyHashes.map(tokenFor);
  const gateOn = validTokens.length > 0;

  const isUnlocked = (request: FastifyRequest) => {
    const cookie = request.cookies[ACCESS_COOKIE];
    return cookie !== undefined && validTokens.some((t) => sameBytes(t, cookie));
  };

  app.decorateRequest('accessLocked', false);
  if (gateOn) {
    const assets = listStaticAssets(opts.distDir);
    // onRequest runs after routing: request.routeOptions is the route the request will reach.
    app.addHook('onRequest', async (request, reply) => {
      if (isUnlocked(request)) return;
      request.accessLocked = true;
      if (isOpen(request, assets)) return;
      if (isApiCall(request)) throw accountError('access_required');
      return reply.header('cache-control', 'no-store').redirect(gatePath(request.url), 302);
    });
  }

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/access',
    {
      schema: {
        tags: ['shop'],
        summary: 'Whether the shop asks for an access key, and whether this browser gave it',
        response: { 200: z.object({ required: z.boolean(), unlocked: z.boolean() }), ...errorResponses() },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { required: gateOn, unlocked: !gateOn || isUnlocked(request) };
    },
  );

  routes.post(
    '/api/access',
    {
      schema: {
        tags: ['shop'],
        summary: 'Give the access key (sets the access cookie)',
        body: accessKeySchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { key } = request.body;
      const hit = await opts.limiter.hit(`access:ip:${request.ip}`, {
        max: opts.rateLimit.perIp,
        windowSeconds: opts.rateLimit.windowSeconds,
      });
      if (!hit.allowed) {
        reply.header('retry-after', String(hit.retryAfterSeconds));
        throw accountError('rate_limited');
      }
      if (!gateOn) return { ok: true as const };
      const digest = digestAccessKey(key);
      const match = opts.keyHashes.find((h) => sameBytes(h, digest));
      if (!match) throw accountError('wrong_key');
      reply.setCookie(ACCESS_COOKIE, tokenFor(match), {
        path: '/',
        maxAge: COOKIE_MAX_AGE_S,
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secureCookie,
      });
      return { ok: true as const };
    },
  );
});
