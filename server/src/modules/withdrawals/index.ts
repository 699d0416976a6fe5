/**
 * The withdrawal button (Disposición 954/2025; docs/decisions/0020-withdrawal-button.md): the public
 * form's endpoint, the owner's queue and what follows a request (mails, push alert). A Fastify
 * plugin taking its slice of the configuration; other modules use only what this file exports.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ShopEvents } from '../../lib/shop-events.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { adminWithdrawalRoutes } from './admin-routes.ts';
import type { WithdrawalMailFacts } from './mails.ts';
import { withdrawalRoutes } from './routes.ts';
import { createWithdrawalService } from './service.ts';
import { registerWithdrawalSubscribers, type WithdrawalSubscriberDeps } from './subscribers.ts';

export { ordersWithRequests } from './store.ts';

export interface WithdrawalModuleOptions {
  db: Db;
  events: ShopEvents;
  limiter: RateLimiter;
  /** The public forms' limits (RATE_LIMIT_*). */
  rateLimit: { perIp: number; perAccount: number; windowSeconds: number };
  facts: WithdrawalMailFacts;
  kickMail: WithdrawalSubscriberDeps['kickMail'];
  alertOwner: WithdrawalSubscriberDeps['alertOwner'];
}

export const withdrawalsModule: FastifyPluginAsync<WithdrawalModuleOptions> = async (app, opts) => {
  const withdrawals = createWithdrawalService(opts);
  registerWithdrawalSubscribers(opts);
  await app.register(withdrawalRoutes, { withdrawals });
  await app.register(adminWithdrawalRoutes, { withdrawals });
};
