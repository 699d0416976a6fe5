/**
 * Registers the withdrawal form's texts (namespace "withdrawal"). Imported by this feature's lazily
 * loaded page only, so other pages' first load does not carry them.
 */
import i18n from '../../lib/i18n.ts';
import esWithdrawal from '../../locales/es/withdrawal.json';
import enWithdrawal from '../../locales/en/withdrawal.json';

i18n.addResourceBundle('es', 'withdrawal', esWithdrawal, true, true);
i18n.addResourceBundle('en', 'withdrawal', enWithdrawal, true, true);
