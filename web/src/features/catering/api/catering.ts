/**
 * The catering endpoints (docs/decisions/0026-catering-requests.md): the form's options, sending a
 * request, the quote a mailed link shows and its confirmation.
 */
import { useQuery } from '@tanstack/react-query';
import type {
  CateringConfirm,
  CateringConfirmed,
  CateringOptions,
  CateringQuoteView,
  CateringReceipt,
  CateringRequest,
} from '@shop/domain';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';

/** GET /api/encargos/opciones: the minimum notice and the earliest event date. */
export function useCateringOptions() {
  return useQuery({
    queryKey: ['catering', 'options'],
    queryFn: ({ signal }) => apiGet<CateringOptions>('/api/encargos/opciones', {}, signal),
    staleTime: 60_000,
  });
}

/** POST /api/encargos: answers the request number. */
export function requestCatering(request: CateringRequest): Promise<CateringReceipt> {
  return apiPost('/api/encargos', request);
}

/** GET /api/encargos/cotizacion?token=: the quote, in the page's language; no retry on a 404. */
export function useCateringQuote(token: string) {
  const lang = useLang();
  return useQuery({
    queryKey: ['catering', 'quote', token, lang],
    queryFn: ({ signal }) => apiGet<CateringQuoteView>('/api/encargos/cotizacion', { token, lang }, signal),
    enabled: token !== '',
    retry: false,
  });
}

/** POST /api/encargos/confirmar (signed in): the order the quote became. */
export function confirmCatering(body: CateringConfirm): Promise<CateringConfirmed> {
  return apiPost('/api/encargos/confirmar', body);
}
