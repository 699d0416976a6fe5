/**
 * Registers the electronic invoices' texts (namespace "invoices"; docs/decisions/0021-electronic-invoices.md):
 * the back office's invoices page and order panel, and the shopper's download on My orders use
 * them, so they live here and not in one feature (a feature may not import another).
 */
import i18n from './i18n.ts';
import esInvoices from '../locales/es/invoices.json';
import enInvoices from '../locales/en/invoices.json';

i18n.addResourceBundle('es', 'invoices', esInvoices, true, true);
i18n.addResourceBundle('en', 'invoices', enInvoices, true, true);
