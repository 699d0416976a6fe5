import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { AdminGate } from '../admin-gate.tsx';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';
import { DashboardView } from '../../features/owner/components/dashboard-view.tsx';
import '../../features/owner/texts.ts';

/** Filters of the order desk, which lived at /admin before the dashboard (issue 19). */
const DESK_PARAMS = ['status', 'payment', 'userId', 'q', 'from', 'to'];

/**
 * /admin, the back office's landing: the dashboard (issue 19); administrators only. An old link to
 * the order desk's filters (/admin?payment=pagado) goes on to /admin/orders with them.
 */
export default function AdminDashboardRoute() {
  const { t } = useTranslation('owner');
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  if (DESK_PARAMS.some((p) => params.has(p))) return <Navigate to={`/admin/orders${search}`} replace />;
  return (
    <AdminGate>
      {() => (
        <AdminLayout title={t('dashboard.title')}>
          <DashboardView />
        </AdminLayout>
      )}
    </AdminGate>
  );
}
