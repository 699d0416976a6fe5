/**
 * Security headers on every answer (Content-Security-Policy, HSTS, nosniff, frame and referrer
 * rules...) from helmet. helmet's middleware is built once here: @fastify/helmet built it again
 * on every request, re-parsing the policy each time, which cost the catalogue endpoint ~40% of
 * its CPU under load (API throughput; measured with --cpu-prof).
 */
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { AnalyticsConfig } from '@shop/domain';

type Directives = Record<'scriptSrc' | 'imgSrc' | 'connectSrc', string[]>;

/**
 * The hosts each campaign provider needs once the shopper consents (docs/decisions/0035), as
 * Google's "Use Tag Manager with a Content Security Policy" (GA4) and Meta's pixel (fbevents.js,
 * then its /tr beacons) describe them.
 */
const PROVIDER_HOSTS: Record<'ga4' | 'meta', Directives> = {
  ga4: {
    scriptSrc: ['https://*.googletagmanager.com'],
    imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    connectSrc: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
  },
  meta: {
    scriptSrc: ['https://connect.facebook.net'],
    imgSrc: ['https://www.facebook.com'],
    connectSrc: ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
};

/**
 * The shop's policy: everything from its own origin; MUI (emotion) injects style elements at run
 * time. Widened only for the configured campaign providers (and a test's fake script origin);
 * without any the policy is the shop's own alone.
 * @param analytics config.analytics: undefined when no provider is configured.
 */
export function shopHelmetOptions(analytics?: AnalyticsConfig): HelmetOptions {
  const extra: Directives = { scriptSrc: [], imgSrc: [], connectSrc: [] };
  const add = (hosts: Directives) => {
    for (const key of Object.keys(extra) as (keyof Directives)[]) extra[key].push(...hosts[key]);
  };
  if (analytics?.ga4MeasurementId) add(PROVIDER_HOSTS.ga4);
  if (analytics?.metaPixelId) add(PROVIDER_HOSTS.meta);
  const fake = analytics?.scriptBaseUrl;
  if (fake) add({ scriptSrc: [fake], imgSrc: [fake], connectSrc: [fake] });
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...extra.imgSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...extra.scriptSrc],
        connectSrc: ["'self'", ...extra.connectSrc],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  };
}

/** The shop's policy with no campaign provider configured. */
export const SHOP_HELMET_OPTIONS: HelmetOptions = shopHelmetOptions();

export default fp(async function securityHeaders(app: FastifyInstance, opts: { helmet?: HelmetOptions }) {
  const apply = helmet(opts.helmet ?? SHOP_HELMET_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
});
