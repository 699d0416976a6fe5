/**
 * Registers the catering pages' texts (namespace "catering"). Imported by this feature's lazily
 * loaded pages only, so other pages' first load does not carry them.
 */
import i18n from '../../lib/i18n.ts';
import esCatering from '../../locales/es/catering.json';
import enCatering from '../../locales/en/catering.json';

i18n.addResourceBundle('es', 'catering', esCatering, true, true);
i18n.addResourceBundle('en', 'catering', enCatering, true, true);
