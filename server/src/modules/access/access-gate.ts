/**
 * The access gate (SPEC.md section 2 /access; DESIGN.md difference 5; issue 3): when ACCESS_KEYS
 * are configured, every page and API call except /access, /api/access, /api/health and static
 * files needs the unlock cookie. Keys are kept as sha256 digests of the normalised key (trimmed,
 * lower case) and compared in constant time; the cookie holds an HMAC of the matched key's digest,
 * so removing a key from the configuration locks out everyone who used it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { accessKeySchema } from '@shop/domain';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { digestAccessKey } from '../../config.ts';
import { accountError } from '../../lib/account-errors.ts';
import { parseBody } from '../../lib/http-errors.ts';
import { requestLang } from '../../lib/lang.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';

export const ACCESS_COOKIE = 'shop_access';
const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;

export interface AccessGateOptions {
  /** sha256 hex digests of the accepted keys; empty = no gate. */
  keyHashes: string[];
  secret: string;
  secureCookie: boolean;
  limiter: RateLimiter;
  rateLimit: { perIp: number; windowSeconds: number };
}

/** Paths reachable while locked: the gate itself, the health check, and static files. */
function isOpenPath(pathname: string): boolean {
  if (pathname === '/access' || pathname === '/api/access' || pathname === '/api/health') return true;
  // Mercado Pago's notifications carry no access cookie; their own signature guards them (issue 12).
  if (pathname === '/api/payments/mercadopago/webhook') return true;
  // Every mail to a subscriber carries an unsubscribe link that must work from any browser (issue 14).
  if (pathname === '/unsubscribe' || pathname === '/api/subscribers/unsubscribe') return true;
  if (pathname.startsWith('/api/')) return false;
  return /\.[a-z0-9]{2,5}$/i.test(pathname) && !pathname.endsWith('.html');
}

function sameBytes(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export default fp(async function accessGate(app: FastifyInstance, opts: AccessGateOptions) {
  const tokenFor = (keyHash: string) => createHmac('sha256', opts.secret).update(`access:${keyHash}`).digest('base64url');
  const validTokens = opts.keyHashes.map(tokenFor);
  const gateOn = validTokens.length > 0;

  const isUnlocked = (request: FastifyRequest) => {
    const cookie = request.cookies[ACCESS_COOKIE];
    return cookie !== undefined && validTokens.some((t) => sameBytes(t, cookie));
  };

  if (gateOn) {
    app.addHook('onRequest', async (request, reply) => {
      const pathname = request.url.split('?')[0];
      if (isOpenPath(pathname) || isUnlocked(request)) return;
      if (pathname.startsWith('/api/')) throw accountError('access_required', requestLang(request));
      return reply.header('cache-control', 'no-store').redirect('/access', 302);
    });
  }

  app.get('/api/access', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { required: gateOn, unlocked: !gateOn || isUnlocked(request) };
  });

  app.post('/api/access', async (request, reply) => {
    const lang = requestLang(request);
    const { key } = parseBody(accessKeySchema, request.body, lang);
    const hit = await opts.limiter.hit(`access:ip:${request.ip}`, { max: opts.rateLimit.perIp, windowSeconds: opts.rateLimit.windowSeconds });
    if (!hit.allowed) {
      reply.header('retry-after', String(hit.retryAfterSeconds));
      throw accountError('rate_limited', lang);
    }
    if (!gateOn) return { ok: true };
    const digest = digestAccessKey(key);
    const match = opts.keyHashes.find((h) => sameBytes(h, digest));
    if (!match) throw accountError('wrong_key', lang);
    reply.setCookie(ACCESS_COOKIE, tokenFor(match), {
      path: '/',
      maxAge: COOKIE_MAX_AGE_S,
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secureCookie,
    });
    return { ok: true };
  });
});
