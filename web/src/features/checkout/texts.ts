/**
 * Registers the web-order texts of /checkout (namespace "checkout"). Imported by the checkout's
 * lazily loaded components only, so they stay out of the home page's first load.
 */
import i18n from '../../lib/i18n.ts';
import esCheckout from '../../locales/es/checkout.json';
import enCheckout from '../../locales/en/checkout.json';

i18n.addResourceBundle('es', 'checkout', esCheckout, true, true);
i18n.addResourceBundle('en', 'checkout', enCheckout, true, true);
