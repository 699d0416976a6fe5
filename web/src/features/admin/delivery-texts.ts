/**
 * Registers the texts of /admin/delivery (namespace "delivery"). Imported by its
 * components only, so they stay in the back office's chunks.
 */
import i18n from '../../lib/i18n.ts';
import esDelivery from '../../locales/es/delivery.json';
import enDelivery from '../../locales/en/delivery.json';

i18n.addResourceBundle('es', 'delivery', esDelivery, true, true);
i18n.addResourceBundle('en', 'delivery', enDelivery, true, true);
