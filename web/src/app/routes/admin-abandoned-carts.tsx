import { useTranslation } from 'react-i18next';
import { AdminGate } from '../admin-gate.tsx';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';
import { AbandonedCartsAdmin } from '../../features/admin/components/abandoned-carts-admin.tsx';
import type { StaticHead } from '../page-module.ts';

/** /admin/abandoned-carts (decision 0024): saved carts not yet ordered and their reminders, administrators only. */
export default function AdminAbandonedCartsRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminGate>
      {() => (
        <AdminLayout title={t('abandoned.title')}>
          <AbandonedCartsAdmin />
        </AdminLayout>
      )}
    </AdminGate>
  );
}

export const head: StaticHead = { title: 'admin:title' };
