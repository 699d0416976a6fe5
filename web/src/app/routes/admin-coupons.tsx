import { useTranslation } from 'react-i18next';
import { AdminGate } from '../admin-gate.tsx';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';
import { CouponList } from '../../features/admin/components/coupon-list.tsx';
import type { StaticHead } from '../page-module.ts';

/** /admin/coupons: the owner's coupons, administrators only (app/admin-gate.tsx). */
export default function AdminCouponsRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminGate>
      {() => (
        <AdminLayout title={t('coupons.title')}>
          <CouponList />
        </AdminLayout>
      )}
    </AdminGate>
  );
}

export const head: StaticHead = { title: 'admin:title' };
