/**
 * i18next set-up: Spanish by default, English on request; the choice is saved under
 * localStorage "lang" and mirrored in <html lang> (SPEC.md sections 1 and 4).
 * Texts live in src/locales/{es,en}/{namespace}.json. Namespaces bundled here are needed by
 * every page; long static texts ("pages") are added by their own lazy route chunk.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import esCommon from '../locales/es/common.json';
import enCommon from '../locales/en/common.json';
import esCatalog from '../locales/es/catalog.json';
import enCatalog from '../locales/en/catalog.json';
import esCart from '../locales/es/cart.json';
import enCart from '../locales/en/cart.json';
import esHome from '../locales/es/home.json';
import enHome from '../locales/en/home.json';
import { readString, writeString } from './storage.ts';

export const LANG_STORAGE_KEY = 'lang';
export type AppLang = 'es' | 'en';

/** The saved language when it is one we support, else Spanish. */
export function savedLang(): AppLang {
  const v = readString(LANG_STORAGE_KEY);
  return v === 'en' ? 'en' : 'es';
}

void i18n.use(initReactI18next).init({
  lng: savedLang(),
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
});

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  writeString(LANG_STORAGE_KEY, lng);
});

/** The current language as one of ours. */
export function currentLang(): AppLang {
  return i18n.language === 'en' ? 'en' : 'es';
}

export default i18n;
