/**
 * The owner's product editor: creates and changes products and the deal (admin-routes.ts) through
 * the catalog module's store functions (catalog owns the products and deal tables), and emits
 * `catalogChanged` after each change so the catalogue's copy is refreshed. Split from catalog so
 * each stays within one file per role (docs/decisions/0038-module-role-folders.md).
 */
import { defineModule } from '../../lib/shop-module.ts';
import { adminProductRoutes } from './admin-routes.ts';

export { toAdminProduct } from './service.ts';

export const catalogAdminModule = defineModule(
  'catalog-admin',
  async (app, { db, events }) => {
    await app.register(adminProductRoutes, {
      db,
      onCatalogChange: () => events.emit('catalogChanged', { reason: 'product' }),
    });
  },
  { dependencies: ['catalog'] },
);
