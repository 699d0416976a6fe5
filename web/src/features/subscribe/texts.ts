/**
 * Registers the subscribe offer's texts (namespace "promotions"). Imported by this
 * feature's lazily loaded parts only, so the home page's first load does not carry them.
 */
import i18n from '../../lib/i18n.ts';
import esPromotions from '../../locales/es/promotions.json';
import enPromotions from '../../locales/en/promotions.json';

i18n.addResourceBundle('es', 'promotions', esPromotions, true, true);
i18n.addResourceBundle('en', 'promotions', enPromotions, true, true);
