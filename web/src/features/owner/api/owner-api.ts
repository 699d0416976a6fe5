/**
 * The owner's calls: production list, dashboard, reviews (list, hide, approve, the approval
 * setting) and the CSV
 * download addresses. Shapes are the domain's (ProductionList, Dashboard, AdminReview).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReview,
  CartRecoveryFigures,
  Dashboard,
  Funnel,
  ProductionList,
  ReviewSettings,
} from '@shop/domain';
import { apiGet, apiPost, apiSend } from '../../../lib/api-client.ts';

export const OWNER_KEY = ['admin', 'owner'] as const;

/** GET /api/admin/production?date= (the day is "YYYY-MM-DD", Argentina). */
export function useProductionList(date: string, lang: string) {
  return useQuery({
    queryKey: [...OWNER_KEY, 'production', date, lang],
    queryFn: ({ signal }) => apiGet<ProductionList>('/api/admin/production', { date, lang }, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** The address of the production list's CSV download. */
export function productionCsvUrl(date: string, lang: string): string {
  return `/api/admin/production.csv?${new URLSearchParams({ date, lang }).toString()}`;
}

/** The address of the orders export's CSV download (orders placed from `from` to `to`, Argentina days). */
export function ordersExportUrl(from: string, to: string, lang: string): string {
  return `/api/admin/orders-export.csv?${new URLSearchParams({ from, to, lang }).toString()}`;
}

/** GET /api/admin/dashboard */
export function useDashboard(lang: string) {
  return useQuery({
    queryKey: [...OWNER_KEY, 'dashboard', lang],
    queryFn: ({ signal }) => apiGet<Dashboard>('/api/admin/dashboard', { lang }, signal),
    staleTime: 30_000,
  });
}

/**
 * GET /api/admin/abandoned-carts/figures: what cart reminders brought back today, this week and in
 * the last 30 days (docs/decisions/0024-abandoned-carts.md, decision 0031 for guests).
 */
export function useCartRecoveryFigures() {
  return useQuery({
    queryKey: [...OWNER_KEY, 'cart-recovery'],
    queryFn: ({ signal }) => apiGet<CartRecoveryFigures>('/api/admin/abandoned-carts/figures', {}, signal),
    staleTime: 30_000,
  });
}

/** GET /api/admin/funnel: the shop's own funnel per Argentina day, last 30 days (no cookies, no third party). */
export function useFunnel() {
  return useQuery({
    queryKey: [...OWNER_KEY, 'funnel'],
    queryFn: ({ signal }) => apiGet<Funnel>('/api/admin/funnel', {}, signal),
    staleTime: 30_000,
  });
}

export interface AdminReviewPage {
  items: AdminReview[];
  total: number;
}

/** GET /api/admin/reviews (first 100, newest first). */
export function useAdminReviews(lang: string) {
  return useQuery({
    queryKey: [...OWNER_KEY, 'reviews', lang],
    queryFn: ({ signal }) => apiGet<AdminReviewPage>('/api/admin/reviews', { limit: 100, lang }, signal),
    staleTime: 10_000,
  });
}

/** POST /api/admin/reviews/visibility; refetches the list on success. */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { productId: string; userId: string; hidden: boolean }) =>
      apiPost<{ hidden: boolean }>('/api/admin/reviews/visibility', {
        ...body,
        productId: Number(body.productId),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...OWNER_KEY, 'reviews'] }),
  });
}

/** POST /api/admin/reviews/decision: approve or reject a review waiting for approval; refetches the list. */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { productId: string; userId: string; decision: 'aprobar' | 'rechazar' }) =>
      apiPost<{ hidden: boolean }>('/api/admin/reviews/decision', {
        ...body,
        productId: Number(body.productId),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...OWNER_KEY, 'reviews'] }),
  });
}

/** GET /api/admin/reviews/settings: whether reviews from people who did not buy wait for approval. */
export function useReviewSettings() {
  return useQuery({
    queryKey: [...OWNER_KEY, 'review-settings'],
    queryFn: ({ signal }) => apiGet<ReviewSettings>('/api/admin/reviews/settings', {}, signal),
  });
}

/** PUT /api/admin/reviews/settings; the answer replaces the cached setting. */
export function useSaveReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewSettings) =>
      apiSend<ReviewSettings>('/api/admin/reviews/settings', body, { method: 'PUT' }),
    onSuccess: (saved) => queryClient.setQueryData([...OWNER_KEY, 'review-settings'], saved),
  });
}
