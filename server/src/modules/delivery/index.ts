/**
 * The delivery module's public face (zones, pickup points, days and their capacity, the owner's
 * delivery settings and payment deadlines): what other modules may use. Anything not exported here
 * is the module's own (the import rule in eslint.config.js enforces it).
 */
export { deliveryError } from './delivery-errors.ts';
export { bookDeliveryDay, checkDeliveryChoice, pricedDelivery, readDeliveryChoice } from './delivery-service.ts';
export {
  listPickupPoints,
  listZones,
  readDeliverySettings,
  readPaymentDeadlines,
  saveDeliverySettings,
  savePaymentDeadlines,
  toPickupPoint,
  toZone,
} from './delivery-store.ts';
