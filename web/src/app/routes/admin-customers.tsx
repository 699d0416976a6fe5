import { useTranslation } from 'react-i18next';
import { RequireSession } from '../../features/auth/components/require-session.tsx';
import { AdminLayout, AdminOnly } from '../../features/admin/components/admin-layout.tsx';
import { CustomersList } from '../../features/admin/components/customers-list.tsx';

/** /admin/customers (issue 5): the shop's accounts for an administrator (see routes/admin.tsx for who sees what). */
export default function AdminCustomersRoute() {
  const { t } = useTranslation('admin');
  return (
    <RequireSession>
      {(user) =>
        user.isAdmin ? (
          <AdminLayout title={t('customers.title')}>
            <CustomersList selfId={user.id} />
          </AdminLayout>
        ) : (
          <AdminOnly />
        )
      }
    </RequireSession>
  );
}
