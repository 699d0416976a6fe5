import { useParams } from 'react-router';
import { AdminGate } from '../admin-gate.tsx';
import { OrderDetail } from '../../features/admin/components/order-detail.tsx';
import type { StaticHead } from '../page-module.ts';

/** /admin/orders/:id: one order for an administrator (who sees it: app/admin-gate.tsx). */
export default function AdminOrderRoute() {
  const { id = '' } = useParams();
  return <AdminGate>{() => <OrderDetail id={id} />}</AdminGate>;
}

export const head: StaticHead = { title: 'admin:title' };
