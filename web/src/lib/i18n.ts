/**
 * i18next set-up: Spanish by default, English on request; the choice is saved under
 * localStorage "lang" and mirrored in <html lang> and in a "lang" cookie, so the server renders the
 * next page in the same language. Texts live in src/locales/{es,en}/{namespace}.json. The
 * namespaces every page needs are one chunk per language (locales/{es,en}/index.ts): the browser
 * loads the one it shows before the first render (`loadLangTexts`, client.tsx) and the other one
 * when the shopper switches (`changeLanguage` loads first); the server renderer adds both
 * (entry-server.tsx). Long static texts ("pages") are added by their own lazy route chunk.
 *
 * In the browser this module's instance is the app's. On the server it only holds the shared
 * texts: each request renders with its own clone (`createRequestI18n`).
 */
import i18n, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type esTexts from '../locales/es/index.ts';
import { afterNextPaint } from './after-paint.ts';
import { readSsrPayload, whenHydrated } from './ssr.ts';
import { readString, writeString } from './storage.ts';

export const LANG_STORAGE_KEY = 'lang';
/** Cookie mirroring the saved language for the server (same name as the storage key). */
export const LANG_COOKIE = 'lang';
export type AppLang = 'es' | 'en';

const inBrowser = typeof document !== 'undefined';
/** Browser: the page's instance once made (`pageI18nFor`). */
let pageInstance: I18n | undefined;

/** The saved language when it is one we support, else Spanish. */
export function savedLang(): AppLang {
  const v = readString(LANG_STORAGE_KEY);
  return v === 'en' ? 'en' : 'es';
}

function writeLangCookie(lng: string): void {
  if (!inBrowser) return;
  document.cookie = `${LANG_COOKIE}=${lng === 'en' ? 'en' : 'es'}; path=/; max-age=31536000; samesite=lax`;
}

// A link with ?lang=en or ?lang=es (shared in one language) opens the page in it and
// keeps the choice, as the language switch would; the server renders it the same way.
if (inBrowser) {
  const linked = new URLSearchParams(window.location.search).get('lang');
  if (linked === 'es' || linked === 'en') writeString(LANG_STORAGE_KEY, linked);
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
  // Filled by addLangTexts (see the top of this file); i18next loads nothing by itself.
  resources: {},
  interpolation: { escapeValue: false },
  returnNull: false,
  // Initialise synchronously: the texts are added before the first render.
  initAsync: false,
});

/** The texts of the first-load namespaces in one language (the default export of locales/<lang>/index.ts). */
export type LangTexts = typeof esTexts;

/** Adds the first-load texts of `lng` (the server adds both languages at start). */
export function addLangTexts(lng: AppLang, texts: LangTexts): void {
  for (const [ns, resources] of Object.entries(texts)) i18n.addResourceBundle(lng, ns, resources, true, true);
}

// Browser build only (the server renderer bundles both languages).
const textChunks: Record<AppLang, () => Promise<{ default: LangTexts }>> = import.meta.env.SSR
  ? { es: () => Promise.reject(new Error('server')), en: () => Promise.reject(new Error('server')) }
  : { es: () => import('../locales/es/index.ts'), en: () => import('../locales/en/index.ts') };
const loadingTexts = new Map<AppLang, Promise<void>>();

/** Browser: loads and adds the first-load texts of `lng` once (later calls share the first). */
export function loadLangTexts(lng: string): Promise<void> {
  const lang: AppLang = lng === 'en' ? 'en' : 'es';
  let loading = loadingTexts.get(lang);
  if (!loading) {
    loading = textChunks[lang]().then((chunk) => addLangTexts(lang, chunk.default));
    loading.catch(() => loadingTexts.delete(lang)); // a failed download is retried on the next call
    loadingTexts.set(lang, loading);
  }
  return loading;
}

if (inBrowser) {
  // Every switch of language (language switch, adoptSavedLang) loads that language's texts first.
  const switchLanguage = i18n.changeLanguage.bind(i18n);
  i18n.changeLanguage = ((lng, callback) =>
    loadLangTexts(lng ?? initialLang).then(
      // Regions not hydrated yet hold the old language's markup (React would find other texts and
      // throw it away): wait until React has hydrated the page, which it does by itself. Only the
      // header and the drawer follow at once (in the tap's frame when the texts are here); the page
      // and the footer follow a frame later (`pageI18nFor`, decision 0043).
      () => whenHydrated().then(() => switchLanguage(lng, callback)),
      // Texts not downloadable (offline): stay in the current language; the next switch retries.
      () => i18n.t,
    )) as typeof i18n.changeLanguage;
  document.documentElement.lang = i18n.language;
  writeLangCookie(i18n.language);
  i18n.on('languageChanged', (lng) => {
    writeString(LANG_STORAGE_KEY, lng);
    writeLangCookie(lng);
    // The page follows a frame later (decision 0043): its texts (`pageI18nFor`) and <html lang>,
    // whose change restyles and relays out the whole document (the header and the drawer carry
    // their own lang meanwhile). Always the latest language: two quick switches end where the app did.
    void afterNextPaint().then(() => {
      document.documentElement.lang = i18n.language;
      void pageInstance?.changeLanguage(i18n.language);
    });
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

/**
 * The instance the routed page and the footer render with (app/layout/page-i18n.tsx), given the
 * one the app renders with. In the browser, for the app's own instance: a clone sharing its texts
 * whose language follows the app's one frame later, so a language switch first re-renders only the
 * header and the drawer (the shopper's answer, small) and the page after that frame (decision 0043).
 * Elsewhere (the server's request clone, a test's instance): `instance` itself.
 */
export function pageI18nFor(instance: I18n): I18n {
  if (!inBrowser || instance !== i18n) return instance;
  // Its language follows the app's in the app's languageChanged listener above.
  pageInstance ??= i18n.cloneInstance({ lng: i18n.language, initAsync: false });
  return pageInstance;
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
