/**
 * Registers the texts of /account and /orders (namespace "account"). Imported by this feature's
 * components only, so the texts stay out of the first load.
 */
import i18n from '../../lib/i18n.ts';
import esAccount from '../../locales/es/account.json';
import enAccount from '../../locales/en/account.json';

i18n.addResourceBundle('es', 'account', esAccount, true, true);
i18n.addResourceBundle('en', 'account', enAccount, true, true);
