/** Registers the texts of /access (namespace "access"), loaded with that page only. */
import i18n from '../../lib/i18n.ts';
import esAccess from '../../locales/es/access.json';
import enAccess from '../../locales/en/access.json';

i18n.addResourceBundle('es', 'access', esAccess, true, true);
i18n.addResourceBundle('en', 'access', enAccess, true, true);
