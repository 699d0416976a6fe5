/**
 * i18next set-up: Spanish by default, English on request; the choice is saved under
 * localStorage "lang" and mirrored in <html lang> (SPEC.md sections 1 and 4) and in a "lang"
 * cookie, so the server renders the next page in the same language.
 * Texts live in src/locales/{es,en}/{namespace}.json. Namespaces bundled here are needed by
 * every page; long static texts ("pages") are added by their own lazy route chunk.
 *
 * In the browser this module's instance is the app's. On the server it only holds the shared
 * texts: each request renders with its own clone (`createRequestI18n`).
 */
import i18n, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import esCommon from '../locales/es/common.json';
import enCommon from '../locales/en/common.json';
import esCatalog from '../locales/es/catalog.json';
import enCatalog from '../locales/en/catalog.json';
import esCart from '../locales/es/cart.json';
import enCart from '../locales/en/cart.json';
import esHome from '../locales/es/home.json';
import enHome from '../locales/en/home.json';
import { readSsrPayload } from './ssr.ts';
import { readString, writeString } from './storage.ts';

export const LANG_STORAGE_KEY = 'lang';
/** Cookie mirroring the saved language for the server (same name as the storage key). */
export const LANG_COOKIE = 'lang';
export type AppLang = 'es' | 'en';

const inBrowser = typeof document !== 'undefined';

/** The saved language when it is one we support, else Spanish. */
export function savedLang(): AppLang {
  const v = readString(LANG_STORAGE_KEY);
  return v === 'en' ? 'en' : 'es';
}

function writeLangCookie(lng: string): void {
  if (!inBrowser) return;
  document.cookie = `${LANG_COOKIE}=${lng === 'en' ? 'en' : 'es'}; path=/; max-age=31536000; samesite=lax`;
}

// A server-rendered page hydrates in the language it was rendered in (or React would find other
// texts than the server's); `adoptSavedLang` switches to the saved one right after, if it differs.
const initialLang: AppLang = inBrowser ? (readSsrPayload()?.lang ?? savedLang()) : 'es';

void i18n.use(initReactI18next).init({
  lng: initialLang,
  fallbackLng: 'es',
  supportedLngs: ['es', 'en'],
  defaultNS: 'common',
  ns: ['common', 'catalog', 'cart', 'home'],
  resources: {
    es: { common: esCommon, catalog: esCatalog, cart: esCart, home: esHome },
    en: { common: enCommon, catalog: enCatalog, cart: enCart, home: enHome },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
  // Resources are bundled: initialise synchronously, so the first render already has the language.
  initAsync: false,
});

if (inBrowser) {
  document.documentElement.lang = i18n.language;
  writeLangCookie(i18n.language);
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    writeString(LANG_STORAGE_KEY, lng);
    writeLangCookie(lng);
  });
}

/**
 * After hydrating a server-rendered page: when localStorage holds another supported language
 * than the one the page was rendered in (e.g. saved before the cookie existed), switch to it.
 */
export function adoptSavedLang(): void {
  const stored = readString(LANG_STORAGE_KEY);
  if ((stored === 'es' || stored === 'en') && stored !== i18n.language) void i18n.changeLanguage(stored);
}

/** Server: an instance for one request in `lng`, sharing the texts (and lazily added namespaces). */
export function createRequestI18n(lng: AppLang): I18n {
  return i18n.cloneInstance({ lng, initAsync: false });
}

/** The current language of the global instance as one of ours (browser code outside React). */
export function currentLang(): AppLang {
  return i18n.language === 'en' ? 'en' : 'es';
}

export default i18n;
