/**
 * The texts the server's <head> needs for any page: each page's title (the same
 * locale keys the page itself shows in the browser's tab, so both agree) and
 * its description (locales/{es,en}/seo.json). Server renderer only: the browser never loads this
 * module (its namespaces arrive with each route's chunk).
 */
import { createInstance } from 'i18next';
import type { AppLang } from '../../lib/i18n.ts';
import esAccess from '../../locales/es/access.json';
import esAccount from '../../locales/es/account.json';
import esAdmin from '../../locales/es/admin.json';
import esAuth from '../../locales/es/auth.json';
import esCart from '../../locales/es/cart.json';
import esCatalog from '../../locales/es/catalog.json';
import esCheckout from '../../locales/es/checkout.json';
import esCommon from '../../locales/es/common.json';
import esHome from '../../locales/es/home.json';
import esOrders from '../../locales/es/orders.json';
import esPages from '../../locales/es/pages.json';
import esPayment from '../../locales/es/payment.json';
import esPromotions from '../../locales/es/promotions.json';
import esSeo from '../../locales/es/seo.json';
import enAccess from '../../locales/en/access.json';
import enAccount from '../../locales/en/account.json';
import enAdmin from '../../locales/en/admin.json';
import enAuth from '../../locales/en/auth.json';
import enCart from '../../locales/en/cart.json';
import enCatalog from '../../locales/en/catalog.json';
import enCheckout from '../../locales/en/checkout.json';
import enCommon from '../../locales/en/common.json';
import enHome from '../../locales/en/home.json';
import enOrders from '../../locales/en/orders.json';
import enPages from '../../locales/en/pages.json';
import enPayment from '../../locales/en/payment.json';
import enPromotions from '../../locales/en/promotions.json';
import enSeo from '../../locales/en/seo.json';

const texts = {
  es: {
    access: esAccess,
    account: esAccount,
    admin: esAdmin,
    auth: esAuth,
    cart: esCart,
    catalog: esCatalog,
    checkout: esCheckout,
    common: esCommon,
    home: esHome,
    orders: esOrders,
    pages: esPages,
    payment: esPayment,
    promotions: esPromotions,
    seo: esSeo,
  },
  en: {
    access: enAccess,
    account: enAccount,
    admin: enAdmin,
    auth: enAuth,
    cart: enCart,
    catalog: enCatalog,
    checkout: enCheckout,
    common: enCommon,
    home: enHome,
    orders: enOrders,
    pages: enPages,
    payment: enPayment,
    promotions: enPromotions,
    seo: enSeo,
  },
};

export type Namespace = keyof (typeof texts)['es'];

// Its own i18next instance (not the app's, which holds only the first-load namespaces and is
// cloned per request): the same locale files and options, so `$t(ns:key)` nesting, plurals and
// `{{name}}` placeholders read exactly as in the browser.
const i18n = createInstance();
void i18n.init({
  resources: texts,
  lng: 'es',
  fallbackLng: false,
  supportedLngs: ['es', 'en'],
  ns: Object.keys(texts.es),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  // A value not given reads as empty, as the former hand-written lookup did.
  missingInterpolationHandler: () => '',
  returnNull: false,
  // Synchronous: every text is in `resources`.
  initAsync: false,
});

/**
 * The text at `ns:dotted.key` in `lang` with `{{name}}` placeholders filled in (a missing value
 * reads as empty) and `$t(ns:key)` references resolved (the locale files nest category names
 * that way), by i18next itself.
 * @throws Error when the key is missing: a page must never show a raw key as its title.
 */
export function pageText(
  lang: AppLang,
  key: `${Namespace}:${string}`,
  values: Record<string, string> = {},
): string {
  if (!i18n.exists(key, { lng: lang })) throw new Error(`missing text ${lang} ${key}`);
  const text = i18n.t(key, { ...values, lng: lang });
  if (typeof text !== 'string') throw new Error(`missing text ${lang} ${key}`);
  return text;
}
