/**
 * GET /api/session (docs/accounts-api.md): who is signed in (or null) and whether Google sign-in
 * and the previous shop's accounts are configured. Never 401, so it is cheap to ask on every page; the server does not render it
 * (pages are shared between visitors), so it is fetched in the browser after hydration.
 */
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';

export interface Session {
  user: SessionUser | null;
  googleEnabled: boolean;
  /** "Ingresar con tu cuenta anterior" (the original shop's Cognito user pool) is configured. */
  cognitoEnabled: boolean;
}

/** Query key of the session; invalidate it after signing in or out. */
export const SESSION_QUERY_KEY = ['session'] as const;

export function getSession(signal?: AbortSignal): Promise<Session> {
  return apiGet<Session>('/api/session', {}, signal);
}

/** Query options of the session, for `useQuery`, `fetchQuery` and `invalidateQueries`. */
export const sessionQuery = {
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }: { signal?: AbortSignal }) => getSession(signal),
  staleTime: 5 * 60_000,
} as const;

/**
 * The session. `data` is undefined while it loads (and on the server), so screens treat that as
 * "not known yet" rather than "signed out". `enabled: false` skips the request (e.g. on /access,
 * where the locked server answers every other API call with 401).
 */
export function useSession({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sessionQuery, enabled });
}

/** The signed-in user, null when signed out, undefined while not known yet. */
export function useSessionUser({ enabled = true }: { enabled?: boolean } = {}):
  SessionUser | null | undefined {
  const { data, isError } = useSession({ enabled });
  if (isError) return null;
  return data?.user;
}
