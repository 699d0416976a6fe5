/**
 * Catering and made-to-order requests (docs/decisions/0026-catering-requests.md): the /encargos
 * form's endpoints, the owner's queue with quotes, the confirmation that turns a quote into an
 * order (orders module) and what follows a request (mails, push alert). Exports nothing for now.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { liveShopFacts } from '../shop/index.ts';
import { adminCateringRoutes } from './admin-routes.ts';
import { cateringRoutes } from './routes.ts';
import { createCateringService } from './service.ts';
import { registerCateringSubscribers } from './subscribers.ts';

export const cateringModule = defineModule(
  'catering',
  async (app, { config, db, events, limiter, outbox }) => {
    const catering = createCateringService({
      db,
      events,
      limiter,
      rateLimit: config.rateLimit,
      minNoticeDays: config.catering.minNoticeDays,
      paymentMethods: config.paymentMethods,
      paymentDeadlines: config.paymentDeadlines,
      facts: liveShopFacts(
        app.shopFacts,
        {
          shopName: (f) => f.name,
          ordersEmail: (f) => f.ordersEmail,
          bankAlias: (f) => f.bankAlias,
          bankCbu: (f) => f.bankCbu,
        },
        { publicUrl: config.publicUrl },
      ),
      wakeMail: () => outbox.kick(),
    });
    registerCateringSubscribers({
      events,
      kickMail: () => outbox.kick(),
      alertOwner: (message) =>
        app.push
          .notifyAdmins(message)
          .catch((err: unknown) => app.log.error({ err }, 'could not send the catering push')),
    });
    await app.register(cateringRoutes, { catering });
    await app.register(adminCateringRoutes, { catering });
  },
  {
    config: ['rateLimit', 'catering', 'paymentMethods', 'paymentDeadlines', 'publicUrl'],
    dependencies: ['push', 'shop'],
  },
);
