import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { NotFoundView } from '../../components/not-found-view.tsx';
import { AdminGate } from '../admin-gate.tsx';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';
import { ShopFactsPage } from '../../features/admin/components/shop-facts-form.tsx';
import { DashboardView } from '../../features/owner/components/dashboard-view.tsx';
import { ProductionList } from '../../features/owner/components/production-list.tsx';
import { ReviewsAdmin } from '../../features/owner/components/reviews-admin.tsx';
import '../../features/owner/texts.ts';
import type { StaticHead } from '../page-module.ts';

/** Filters of the order desk, which lived at /admin before the dashboard. */
const DESK_PARAMS = ['status', 'payment', 'userId', 'q', 'from', 'to'];

/**
 * The owner's pages, administrators only, rendered in the browser:
 * - /admin, the back office's landing: the dashboard (an old link to the desk's filters,
 *   /admin?payment=pagado, goes on to /admin/orders with them);
 * - /admin/production: what to bake for a day;
 * - /admin/reviews: every review, hide or show one;
 * - /admin/shop: the shop's facts (the admin feature's "Datos de la tienda", docs/decisions/0028).
 * Any other /admin/<x> without a route of its own is not found. One route entry and module for
 * the three: each lazy route adds its chunk's name and dependencies to the shopper's first-load
 * router code, which has no bytes to spare (scripts/perf.mjs budget).
 */
export default function AdminOwnerRoute() {
  const { t } = useTranslation(['owner', 'admin']);
  const { search } = useLocation();
  const page = useParams().ownerPage ?? '';
  if (page === '' && DESK_PARAMS.some((p) => new URLSearchParams(search).has(p)))
    return <Navigate to={`/admin/orders${search}`} replace />;
  const pages: Record<string, [string, ReactNode]> = {
    '': [t('dashboard.title'), <DashboardView key="dashboard" />],
    production: [t('production.title'), <ProductionList key="production" />],
    reviews: [t('reviews.title'), <ReviewsAdmin key="reviews" />],
    // "Datos de la tienda" (docs/decisions/0028): here rather than a route of its own, for the reason above.
    shop: [t('admin:shopFacts.title'), <ShopFactsPage key="shop" />],
  };
  const found = Object.hasOwn(pages, page) ? pages[page] : undefined;
  if (!found) return <NotFoundView />;
  const [title, body] = found;
  return <AdminGate>{() => <AdminLayout title={title}>{body}</AdminLayout>}</AdminGate>;
}

export const head: StaticHead = { title: 'admin:title' };
