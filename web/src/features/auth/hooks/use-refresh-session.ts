import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_DATA_KEY } from '../../../lib/query-client.ts';
import { SESSION_QUERY_KEY } from '../api/get-session.ts';

/**
 * After a sign-in: drops any cached customer data (of a previous account) and re-reads the
 * session, resolving once the header and the pages know the new user.
 */
export function useRefreshSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    queryClient.removeQueries({ queryKey: ACCOUNT_DATA_KEY });
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY, refetchType: 'all' });
  }, [queryClient]);
}
