import { useTranslation } from 'react-i18next';
import { AdminGate } from '../admin-gate.tsx';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';
import { ProductList } from '../../features/admin/components/product-list.tsx';
import type { StaticHead } from '../page-module.ts';

/** /admin/products: every product for an administrator (who sees it: app/admin-gate.tsx). */
export default function AdminProductsRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminGate>
      {() => (
        <AdminLayout title={t('products.title')}>
          <ProductList />
        </AdminLayout>
      )}
    </AdminGate>
  );
}

export const head: StaticHead = { title: 'admin:title' };
