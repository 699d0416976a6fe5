import { useTranslation } from 'react-i18next';
import { AdminGate } from '../admin-gate.tsx';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';
import { OrderDesk } from '../../features/admin/components/order-desk.tsx';
import type { StaticHead } from '../page-module.ts';

/** /admin/orders, the order desk: administrators only (AdminGate). Rendered in the browser. */
export default function AdminRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminGate>
      {() => (
        <AdminLayout title={t('desk.title')}>
          <OrderDesk />
        </AdminLayout>
      )}
    </AdminGate>
  );
}

export const head: StaticHead = { title: 'admin:title' };
