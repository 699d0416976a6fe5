import { useTranslation } from 'react-i18next';
import { AdminGate } from '../admin-gate.tsx';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';
import { DealForm } from '../../features/admin/components/deal-form.tsx';
import type { StaticHead } from '../page-module.ts';

/** /admin/deal ("The deal banner"): the featured product and its end time (who sees it: app/admin-gate.tsx). */
export default function AdminDealRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminGate>
      {() => (
        <AdminLayout title={t('deal.title')}>
          <DealForm />
        </AdminLayout>
      )}
    </AdminGate>
  );
}

export const head: StaticHead = { title: 'admin:title' };
