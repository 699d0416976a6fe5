/**
 * Registers the back office's texts (namespace "admin"). Imported by this feature's components
 * only, so the texts stay in the admin chunks.
 */
import i18n from '../../lib/i18n.ts';
import esAdmin from '../../locales/es/admin.json';
import enAdmin from '../../locales/en/admin.json';

i18n.addResourceBundle('es', 'admin', esAdmin, true, true);
i18n.addResourceBundle('en', 'admin', enAdmin, true, true);
