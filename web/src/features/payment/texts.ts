/**
 * Registers the texts of /payment (namespace "payment"). Imported by this feature's components
 * only, so the texts stay out of the first load.
 */
import i18n from '../../lib/i18n.ts';
import esPayment from '../../locales/es/payment.json';
import enPayment from '../../locales/en/payment.json';

i18n.addResourceBundle('es', 'payment', esPayment, true, true);
i18n.addResourceBundle('en', 'payment', enPayment, true, true);
