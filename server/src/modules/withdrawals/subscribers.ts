/**
 * What follows a withdrawal request, after its commit: the queued mails go out now, and the
 * administrators' browsers get the same kind of push alert a new order gives.
 */
import type { ShopEvents } from '../../lib/shop-events.ts';

export interface WithdrawalSubscriberDeps {
  events: ShopEvents;
  /** Sends the mail outbox's due rows now. */
  kickMail: () => void;
  /** A push alert to every administrator (owner module); in the background, never throws. */
  alertOwner: (message: { title: string; body: string; url: string; tag: string }) => Promise<unknown>;
}

export function registerWithdrawalSubscribers({
  events,
  kickMail,
  alertOwner,
}: WithdrawalSubscriberDeps): void {
  events.on('withdrawalRequested', () => kickMail());
  events.on('withdrawalRequested', ({ request }) => {
    void alertOwner({
      title: `Arrepentimiento ${request.code}`,
      body: `${request.name}${request.orderNumber ? ` · pedido #${request.orderNumber}` : ''}`,
      url: '/admin/withdrawals',
      tag: `withdrawal-${request.code}`,
    });
  });
}
