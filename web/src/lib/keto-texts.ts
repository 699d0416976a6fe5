/**
 * Registers the texts of the keto shopper's parts (namespace "keto"): the product
 * page's nutrition table and allergens, and the catalogue filter. Shared by the catalogue and the back office's product form, imported only by those
 * components, which live in lazy route chunks, so the texts stay out of the first-load JS of /.
 */
import i18n from './i18n.ts';
import esKeto from '../locales/es/keto.json';
import enKeto from '../locales/en/keto.json';

i18n.addResourceBundle('es', 'keto', esKeto, true, true);
i18n.addResourceBundle('en', 'keto', enKeto, true, true);

/** The namespace to pass to useTranslation. */
export const KETO_NS = 'keto';
