import { useTranslation } from 'react-i18next';
import { RequireSession } from '../../features/auth/components/require-session.tsx';
import { AdminLayout, AdminOnly } from '../../features/admin/components/admin-layout.tsx';
import { DealForm } from '../../features/admin/components/deal-form.tsx';

/** /admin/deal (issue 5, "The deal banner"): the featured product and its end time (see routes/admin.tsx for who sees what). */
export default function AdminDealRoute() {
  const { t } = useTranslation('admin');
  return (
    <RequireSession>
      {(user) =>
        user.isAdmin ? (
          <AdminLayout title={t('deal.title')}>
            <DealForm />
          </AdminLayout>
        ) : (
          <AdminOnly />
        )
      }
    </RequireSession>
  );
}
