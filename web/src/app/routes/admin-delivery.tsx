import { useTranslation } from 'react-i18next';
import { AdminGate } from '../admin-gate.tsx';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';
import { DeliveryAdmin } from '../../features/admin/components/delivery-admin.tsx';
import '../../features/admin/delivery-texts.ts';
import type { StaticHead } from '../page-module.ts';

/** /admin/delivery: zones, pickup points and the day rules (who sees it: app/admin-gate.tsx). */
export default function AdminDeliveryRoute() {
  const { t } = useTranslation('delivery');
  return (
    <AdminGate>
      {() => (
        <AdminLayout title={t('title')}>
          <DeliveryAdmin />
        </AdminLayout>
      )}
    </AdminGate>
  );
}

export const head: StaticHead = { title: 'admin:title' };
