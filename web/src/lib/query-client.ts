import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api-client.ts';

/** One query client for the app: catalogue data is fresh for a minute; 4xx answers are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: (count, error) => !(error instanceof ApiClientError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});
