/** POST /api/arrepentimiento: the withdrawal request; answers its code (the same whether or not an order matched). */
import type { WithdrawalReceipt, WithdrawalRequest } from '@shop/domain';
import { apiPost } from '../../../lib/api-client.ts';

export function requestWithdrawal(request: WithdrawalRequest): Promise<WithdrawalReceipt> {
  return apiPost('/api/arrepentimiento', request);
}
