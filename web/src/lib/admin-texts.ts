/**
 * Registers the back office's texts (namespace "admin"): the admin feature's pages and the owner's
 * pages (which reuse its retry, status and payment words) both use them, so they live here and
 * not in a feature (a feature may not import another). Imported by back-office code
 * only, so the texts stay in the admin chunks.
 */
import i18n from './i18n.ts';
import esAdmin from '../locales/es/admin.json';
import enAdmin from '../locales/en/admin.json';

i18n.addResourceBundle('es', 'admin', esAdmin, true, true);
i18n.addResourceBundle('en', 'admin', enAdmin, true, true);
