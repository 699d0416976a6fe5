/**
 * The orders module's public face: what other modules may use of orders (pricing the lines, the
 * stored delivery of an order, a customer's orders). Anything not exported here is the module's own
 * (the import rule in eslint.config.js enforces it).
 */
export { getOrders, lineTitle, priceLines, storedDelivery } from './order-service.ts';
