/**
 * Registers the long static texts of /about, /privacy and /terms (namespace "pages") with
 * i18next. Imported only by those lazy routes, so the texts stay out of the first-load JS.
 */
import i18n from '../lib/i18n.ts';
import esPages from '../locales/es/pages.json';
import enPages from '../locales/en/pages.json';

i18n.addResourceBundle('es', 'pages', esPages, true, true);
i18n.addResourceBundle('en', 'pages', enPages, true, true);

/** One titled part of a static page; `id` makes it a link target (e.g. /terms#arrepentimiento). */
export interface PageSection {
  id?: string;
  title: string;
  paragraphs: string[];
}
