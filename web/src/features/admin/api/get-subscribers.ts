/**
 * GET /api/admin/subscribers and the address of GET /api/admin/subscribers.csv: the
 * newsletter subscribers and their CSV export with the same filters.
 */
import { useQuery } from '@tanstack/react-query';
import type { AdminSubscriber, SubscriberStatus } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';

/** Subscribers, newest first, optionally by e-mail text and status. */
export function useAdminSubscribers(filters: { q?: string; status?: SubscriberStatus }) {
  return useQuery({
    queryKey: ['admin', 'subscribers', filters.q ?? '', filters.status ?? ''],
    queryFn: ({ signal }) =>
      apiGet<{ items: AdminSubscriber[] }>(
        '/api/admin/subscribers',
        { q: filters.q || undefined, status: filters.status },
        signal,
      ),
  });
}

/** The CSV export's address for the same filters (a plain link: the browser downloads it with the session cookie). */
export function subscribersCsvUrl(filters: { q?: string; status?: SubscriberStatus }): string {
  const query = new URLSearchParams();
  if (filters.q) query.set('q', filters.q);
  if (filters.status) query.set('status', filters.status);
  const text = query.toString();
  return `/api/admin/subscribers.csv${text ? `?${text}` : ''}`;
}
