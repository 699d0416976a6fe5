/**
 * Delivery (docs/decisions/0011-delivery.md): zones, pickup points, days and windows with their
 * capacity, as checkout lists them. The owner's settings are in the admin module for now; the rules
 * other modules use (pricing a choice, booking a day) are exported here.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { deliveryRoutes } from './delivery-routes.ts';

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

export const deliveryModule = defineModule('delivery', async (app, { db }) => {
  await app.register(deliveryRoutes, { db });
});
