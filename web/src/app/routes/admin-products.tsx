import { useTranslation } from 'react-i18next';
import { RequireSession } from '../../features/auth/components/require-session.tsx';
import { AdminLayout, AdminOnly } from '../../features/admin/components/admin-layout.tsx';
import { ProductList } from '../../features/admin/components/product-list.tsx';

/** /admin/products (issue 5, Catalogue): every product for an administrator (see routes/admin.tsx for who sees what). */
export default function AdminProductsRoute() {
  const { t } = useTranslation('admin');
  return (
    <RequireSession>
      {(user) =>
        user.isAdmin ? (
          <AdminLayout title={t('products.title')}>
            <ProductList />
          </AdminLayout>
        ) : (
          <AdminOnly />
        )
      }
    </RequireSession>
  );
}
