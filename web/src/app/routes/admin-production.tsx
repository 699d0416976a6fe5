import { useTranslation } from 'react-i18next';
import { AdminGate } from '../admin-gate.tsx';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';
import { ProductionList } from '../../features/owner/components/production-list.tsx';
import '../../features/owner/texts.ts';

/** /admin/production (issue 19): what to bake for a day; administrators only. Rendered in the browser. */
export default function AdminProductionRoute() {
  const { t } = useTranslation('owner');
  return (
    <AdminGate>
      {() => (
        <AdminLayout title={t('production.title')}>
          <ProductionList />
        </AdminLayout>
      )}
    </AdminGate>
  );
}
