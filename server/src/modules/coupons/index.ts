/**
 * The coupons module's public face: reserving, recording and releasing a coupon's use with an
 * order's write. Anything not exported here is the module's own (the import rule in
 * eslint.config.js enforces it).
 */
export { recordCouponUse, releaseCouponUse, reserveCoupon, type ReservedCoupon } from './coupon-service.ts';
