import { useTranslation } from 'react-i18next';
import { RequireSession } from '../../features/auth/components/require-session.tsx';
import { AdminLayout, AdminOnly } from '../../features/admin/components/admin-layout.tsx';
import { OrderDesk } from '../../features/admin/components/order-desk.tsx';

/**
 * /admin, the order desk (issue 5): administrators only; a signed-out visitor goes to /login
 * (RequireSession), a customer reads that the page is for administrators. Rendered in the browser.
 */
export default function AdminRoute() {
  const { t } = useTranslation('admin');
  return (
    <RequireSession>
      {(user) =>
        user.isAdmin ? (
          <AdminLayout title={t('desk.title')}>
            <OrderDesk />
          </AdminLayout>
        ) : (
          <AdminOnly />
        )
      }
    </RequireSession>
  );
}
