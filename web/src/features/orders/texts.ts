/**
 * Registers the texts of /orders and the receipt page (namespace "orders"). Imported by this
 * feature's components only, so the texts stay out of the first load.
 */
import i18n from '../../lib/i18n.ts';
import esOrders from '../../locales/es/orders.json';
import enOrders from '../../locales/en/orders.json';

i18n.addResourceBundle('es', 'orders', esOrders, true, true);
i18n.addResourceBundle('en', 'orders', enOrders, true, true);
