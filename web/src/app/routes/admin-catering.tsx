import { useTranslation } from 'react-i18next';
import { AdminGate } from '../admin-gate.tsx';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';
import { CateringList } from '../../features/admin/components/catering-list.tsx';
import type { StaticHead } from '../page-module.ts';

/** /admin/encargos (decision 0026): the queue of catering requests, with quotes, administrators only. */
export default function AdminCateringRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminGate>
      {() => (
        <AdminLayout title={t('catering.title')}>
          <CateringList />
        </AdminLayout>
      )}
    </AdminGate>
  );
}

export const head: StaticHead = { title: 'admin:title' };
