/**
 * Warns once when requests carry X-Forwarded-For while TRUST_PROXY is off:
 * the shop then sits behind a proxy but sees the proxy's address as every shopper's, so the
 * per-address rate limits put all shoppers in one bucket. Nothing else changes: trusting the
 * header without a proxy would let any client pick its own address.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../config.ts';

export default fp(async function proxyWarning(app: FastifyInstance, opts: { trustProxy: TrustProxy }) {
  if (opts.trustProxy) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      { remoteAddress: request.socket.remoteAddress },
      'requests carry X-Forwarded-For but TRUST_PROXY is off: every shopper behind the proxy shares one ' +
        'rate-limit address. Set TRUST_PROXY to the addresses of the proxies (e.g. TRUST_PROXY=10.0.0.0/8) when the shop runs behind a reverse proxy or load balancer.',
    );
  });
});
