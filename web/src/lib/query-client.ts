import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api-client.ts';

/**
 * A query client for the app: catalogue data is fresh for a minute; 4xx answers are not retried.
 * The browser makes one; the server makes one per rendered request (entry-server.tsx).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (count, error) => !(error instanceof ApiClientError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * First element of the query keys holding the signed-in customer's own data (profile, orders):
 * dropped when someone signs in or out, so nothing of one account is ever shown to the next.
 */
export const ACCOUNT_DATA_KEY = ['account'] as const;
