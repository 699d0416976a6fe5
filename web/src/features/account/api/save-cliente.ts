import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cliente, ClienteInput } from '@shop/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { CLIENTE_QUERY_KEY } from './get-cliente.ts';

/** POST /api/cliente: saves the profile; the answer's `cliente` replaces the cached one. */
export function saveCliente(input: ClienteInput): Promise<{ cliente: Cliente }> {
  return apiPost('/api/cliente', input);
}

/** Saving the profile as a mutation that keeps the cached customer (checkout pre-fill) up to date. */
export function useSaveCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCliente,
    onSuccess: ({ cliente }) => queryClient.setQueryData(CLIENTE_QUERY_KEY, cliente),
  });
}
