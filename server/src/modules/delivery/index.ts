/**
 * Delivery (docs/decisions/0011-delivery.md): zones, pickup points, days and windows with their
 * capacity, as checkout lists them, and the owner's settings of them (admin-routes.ts). The rules
 * other modules use (pricing a choice, booking a day) are exported here.
 */
import type { AppConfig } from '../../config.ts';
import { defineModule } from '../../lib/shop-module.ts';
import { adminDeliveryRoutes } from './admin-routes.ts';
import { deliveryRoutes } from './routes.ts';
import { nationalHolidays, NO_HOLIDAYS, type HolidayCalendar } from '../../plugins/holidays.ts';

export { NO_HOLIDAYS, type HolidayCalendar };

/** The national holidays checkout and the order booking follow (DELIVERY_HOLIDAYS_COUNTRY; none = none). */
export function holidaysOf(config: Pick<AppConfig, 'holidaysCountry'>): HolidayCalendar {
  return config.holidaysCountry ? nationalHolidays(config.holidaysCountry) : NO_HOLIDAYS;
}

export { deliveryError } from './errors.ts';
export {
  bookDeliveryDay,
  checkDeliveryChoice,
  deliverySettingsView,
  pricedDelivery,
  readDeliveryChoice,
  saveDeliverySettingsView,
  type ResolvedDelivery,
} from './service.ts';
export { toPickupPoint, toZone } from './store.ts';
export { listZones } from './store.ts';
export { listPickupPoints } from './store.ts';
export {
  readDeliverySettings,
  readPaymentDeadlines,
  saveDeliverySettings,
  savePaymentDeadlines,
} from './store.ts';
export { seedDeliveryDefaults } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The national holidays closed for delivery and pickup (the delivery module); built once. */
    holidays: HolidayCalendar;
  }
}

export const deliveryModule = defineModule(
  'delivery',
  async (app, { config, db }) => {
    const holidays = holidaysOf(config);
    app.decorate('holidays', holidays);
    await app.register(deliveryRoutes, { db, holidays });
    await app.register(adminDeliveryRoutes, { db, paymentDeadlines: config.paymentDeadlines, holidays });
  },
  { config: ['holidaysCountry', 'paymentDeadlines'] },
);
