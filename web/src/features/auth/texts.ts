/**
 * Registers the texts of the sign-in, sign-up, confirmation, reset and callback pages (namespace
 * "auth"). Imported by this feature's components only, so the texts stay out of the first load.
 */
import i18n from '../../lib/i18n.ts';
import esAuth from '../../locales/es/auth.json';
import enAuth from '../../locales/en/auth.json';

i18n.addResourceBundle('es', 'auth', esAuth, true, true);
i18n.addResourceBundle('en', 'auth', enAuth, true, true);

export const AUTH_NS = 'auth';
