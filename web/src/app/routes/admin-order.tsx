import { useParams } from 'react-router';
import { RequireSession } from '../../features/auth/components/require-session.tsx';
import { AdminOnly } from '../../features/admin/components/admin-layout.tsx';
import { OrderDetail } from '../../features/admin/components/order-detail.tsx';

/** /admin/orders/:id (issue 5): one order for an administrator (see routes/admin.tsx for who sees what). */
export default function AdminOrderRoute() {
  const { id = '' } = useParams();
  return <RequireSession>{(user) => (user.isAdmin ? <OrderDetail id={id} /> : <AdminOnly />)}</RequireSession>;
}
