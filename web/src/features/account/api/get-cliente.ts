/**
 * GET /api/cliente: the signed-in customer's profile; blank strings for what was never saved, the
 * e-mail defaulting to the account's. 401 without a session.
 */
import { useQuery } from '@tanstack/react-query';
import type { Cliente } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';
import { CLIENTE_QUERY_KEY } from '../../../lib/query-keys.ts';

/** Query key of the customer profile (under ACCOUNT_DATA_KEY: dropped at sign-in and sign-out). */
export { CLIENTE_QUERY_KEY };

export function getCliente(signal?: AbortSignal): Promise<Cliente> {
  return apiGet<Cliente>('/api/cliente', {}, signal);
}

/** The customer profile; pass `enabled: false` while nobody is signed in (the call would be a 401). */
export function useCliente({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: CLIENTE_QUERY_KEY,
    queryFn: ({ signal }) => getCliente(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
