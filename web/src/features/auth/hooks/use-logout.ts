/**
 * Logout from the header: "Cerrando Mi Sessión" shows at once, and after TIMINGS.logoutDelayMs the
 * session ends on the server, the shopper lands on /, and the customer's cached data is dropped and
 * the session re-read. A failed sign-out is only logged. The state lives in a tiny store so the
 * message outlives the menu that started it.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { create } from 'zustand';
import { TIMINGS } from '@shop/domain';
import { ACCOUNT_DATA_KEY } from '../../../lib/query-client.ts';
import { SESSION_QUERY_KEY } from '../api/get-session.ts';
import { signOut } from '../api/sign-out.ts';

const useLogoutStore = create<{ signingOut: boolean }>(() => ({ signingOut: false }));

/** True from the logout click until the shopper is back on / signed out. */
export function useSigningOut(): boolean {
  return useLogoutStore((s) => s.signingOut);
}

/** Starts the logout; further calls while one is under way do nothing. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    if (useLogoutStore.getState().signingOut) return;
    useLogoutStore.setState({ signingOut: true });
    window.setTimeout(async () => {
      try {
        await signOut();
      } catch (error) {
        console.warn('Logout failed:', error);
      }
      // Leave the signed-in pages first, so none of them re-fetches the customer's data (a 401).
      await navigate('/');
      queryClient.removeQueries({ queryKey: ACCOUNT_DATA_KEY });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY, refetchType: 'all' });
      useLogoutStore.setState({ signingOut: false });
    }, TIMINGS.logoutDelayMs);
  }, [queryClient, navigate]);
}
