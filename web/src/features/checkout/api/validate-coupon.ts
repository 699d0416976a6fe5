/**
 * POST /api/coupons/validate: whether a code applies to the cart and the discount it
 * gives, or why not, in the shopper's language. Asked as the shopper types (debounced).
 */
import { useQuery } from '@tanstack/react-query';
import { looksLikeCouponCode, type CartLine, type CouponValidation } from '@shop/domain';
import { apiPost } from '../../../lib/api-client.ts';

export interface CouponQuery {
  code: string;
  lines: readonly Pick<CartLine, 'id' | 'quantity'>[];
  email?: string;
  phone?: string;
}

export function validateCoupon(
  { code, lines, email, phone }: CouponQuery,
  signal?: AbortSignal,
): Promise<CouponValidation> {
  return apiPost<CouponValidation>(
    '/api/coupons/validate',
    {
      code,
      items: lines.map((l) => ({ id: l.id, quantity: l.quantity })),
      email: email?.trim() || undefined,
      phone: phone?.trim() || undefined,
    },
    signal,
  );
}

/** The validation of `query.code` for the cart; idle while the code is blank or not shaped like one. */
export function useCouponValidation(query: CouponQuery, lang: string) {
  const code = query.code.trim().toUpperCase();
  return useQuery({
    queryKey: [
      'coupon',
      code,
      query.lines.map((l) => `${l.id}x${l.quantity}`).join(','),
      query.email ?? '',
      query.phone ?? '',
      lang,
    ],
    queryFn: ({ signal }) => validateCoupon({ ...query, code }, signal),
    enabled: looksLikeCouponCode(code) && query.lines.length > 0,
    staleTime: 30_000,
    retry: false,
  });
}
