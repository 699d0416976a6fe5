/**
 * Coupons and the subscribers' first-order 10 % (docs/decisions/0011-delivery.md's neighbour,
 * coupon rules in @shop/domain): checking a code as the shopper types, the owner's coupons, and
 * reserving, recording and releasing a coupon's use with an order's write (exported for orders).
 */
import { defineModule } from '../../lib/shop-module.ts';
import { adminCouponRoutes } from './admin-routes.ts';
import { couponRoutes } from './routes.ts';

export { recordCouponUse, releaseCouponUse, reserveCoupon, type ReservedCoupon } from './service.ts';
export { insertSubscriberCoupon, readCouponCode, readCouponUses } from './store.ts';

export const couponsModule = defineModule(
  'coupons',
  async (app, { config, db, limiter }) => {
    // A code is checked as the shopper types (debounced), so it may be tried a few times more than a form is sent.
    await app.register(couponRoutes, {
      db,
      limiter,
      rateLimit: { perIp: config.rateLimit.perIp * 4, windowSeconds: config.rateLimit.windowSeconds },
    });
    await app.register(adminCouponRoutes, { db });
  },
  { config: ['rateLimit'] },
);
