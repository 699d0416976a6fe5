/**
 * What follows a catering request, after its commit: the queued mails go out now, and the
 * administrators' browsers get a push alert, as for a new order.
 */
import type { ShopEvents } from '../../lib/shop-events.ts';

export interface CateringSubscriberDeps {
  events: ShopEvents;
  /** Sends the mail outbox's due rows now. */
  kickMail: () => void;
  /** A push alert to every administrator (owner module); in the background, never throws. */
  alertOwner: (message: { title: string; body: string; url: string; tag: string }) => Promise<unknown>;
}

export function registerCateringSubscribers({ events, kickMail, alertOwner }: CateringSubscriberDeps): void {
  events.on('cateringRequested', () => kickMail());
  events.on('cateringRequested', ({ request }) => {
    void alertOwner({
      title: `Encargo ${request.number}`,
      body: `${request.name} · ${request.eventDate} · ${request.guests} invitados`,
      url: '/admin/encargos',
      tag: `catering-${request.number}`,
    });
  });
}
