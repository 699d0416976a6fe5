/**
 * The English texts of the namespaces every page needs (common, catalog, cart, home): one
 * chunk per language, so the browser loads only the language it shows (lib/i18n.ts).
 */
import common from './common.json';
import catalog from './catalog.json';
import cart from './cart.json';
import home from './home.json';

export default { common, catalog, cart, home };
