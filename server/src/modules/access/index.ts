/**
 * The access gate (decision 0006): with ACCESS_KEYS set, every page and API answers only
 * to a browser that typed a key. Listed first in app.ts so it covers every route after it.
 */
import { defineModule } from '../../lib/shop-module.ts';
import accessGate from './routes.ts';

export const accessModule = defineModule(
  'access',
  async (app, { config, authSecret, limiter }) => {
    await app.register(accessGate, {
      keyHashes: config.accessKeyHashes,
      secret: authSecret,
      secureCookie: config.publicUrl.startsWith('https:'),
      limiter,
      rateLimit: { perIp: config.rateLimit.perIp, windowSeconds: config.rateLimit.windowSeconds },
      distDir: config.webDistDir,
    });
  },
  { config: ['accessKeyHashes', 'publicUrl', 'rateLimit', 'webDistDir'] },
);
