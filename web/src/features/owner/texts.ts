/**
 * Registers the texts of the owner's pages (namespace "owner"): production list,
 * dashboard, export, reviews and push alerts. Imported by this feature's components only, so the
 * texts stay in the back office's chunks.
 */
import i18n from '../../lib/i18n.ts';
import esOwner from '../../locales/es/owner.json';
import enOwner from '../../locales/en/owner.json';
import '../../lib/admin-texts.ts';

i18n.addResourceBundle('es', 'owner', esOwner, true, true);
i18n.addResourceBundle('en', 'owner', enOwner, true, true);
