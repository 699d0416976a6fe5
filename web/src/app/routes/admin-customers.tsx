import { useTranslation } from 'react-i18next';
import { AdminGate } from '../admin-gate.tsx';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';
import { CustomersList } from '../../features/admin/components/customers-list.tsx';
import type { StaticHead } from '../page-module.ts';

/** /admin/customers: the shop's accounts for an administrator (who sees it: app/admin-gate.tsx). */
export default function AdminCustomersRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminGate>
      {(user) => (
        <AdminLayout title={t('customers.title')}>
          <CustomersList selfId={user.id} />
        </AdminLayout>
      )}
    </AdminGate>
  );
}

export const head: StaticHead = { title: 'admin:title' };
