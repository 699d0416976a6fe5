import { useTranslation } from 'react-i18next';
import { AdminGate } from '../admin-gate.tsx';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';
import { SubscribersList } from '../../features/admin/components/subscribers-list.tsx';
import type { StaticHead } from '../page-module.ts';

/** /admin/subscribers: the subscribers and their CSV export, administrators only. */
export default function AdminSubscribersRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminGate>
      {() => (
        <AdminLayout title={t('subscribers.title')}>
          <SubscribersList />
        </AdminLayout>
      )}
    </AdminGate>
  );
}

export const head: StaticHead = { title: 'admin:title' };
