/**
 * Registers the consent notice's texts (namespace "analytics"). Imported by the notice's lazily
 * loaded component only, so they stay out of the first load of a shop that measures nothing.
 */
import i18n from '../../lib/i18n.ts';
import esAnalytics from '../../locales/es/analytics.json';
import enAnalytics from '../../locales/en/analytics.json';

i18n.addResourceBundle('es', 'analytics', esAnalytics, true, true);
i18n.addResourceBundle('en', 'analytics', enAnalytics, true, true);
