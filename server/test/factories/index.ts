/**
 * Test factories: small builders of customers, products and orders with defaults a test
 * overrides. Each says whether it goes through the app (a real sign-up, a real checkout) or writes
 * rows straight in (when a test only needs them to exist).
 */
export * from './customers.ts';
export * from './orders.ts';
export * from './products.ts';
