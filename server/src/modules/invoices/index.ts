/**
 * Electronic invoices through ARCA (docs/decisions/0021-electronic-invoices.md): the invoice job,
 * the subscribers that queue it when an order is paid, refunded or cancelled, and the owner's and
 * the shopper's routes. A Fastify plugin taking its slice of the configuration; without ARCA_*
 * it registers the same routes, which say invoicing is off, and queues nothing.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { liveShopFacts } from '../shop/index.ts';
import { adminInvoiceRoutes } from './admin-routes.ts';
import { createArcaClient } from '../../plugins/arca.ts';
import { INVOICE_JOB, invoiceJobHandler, invoiceJobKey, invoiceJobOptions } from './jobs.ts';
import { invoiceRoutes } from './routes.ts';
import { createInvoiceService, type InvoiceService } from './service.ts';
import { deleteTicket, getTicket, saveTicket } from './store.ts';
import { registerInvoiceSubscribers } from './subscribers.ts';

export type { InvoiceService };

export const invoicesModule = defineModule(
  'invoices',
  async (app, { config, db, events, jobs, storage, outbox }) => {
    const { arca } = config;
    const ticketKey = (service: string) => ({ cuit: arca!.cuit, env: arca!.env, service });
    const client = arca
      ? createArcaClient(arca, {
          get: (service) => getTicket(db, ticketKey(service)),
          save: (service, ticket, expiresAt) => saveTicket(db, ticketKey(service), ticket, expiresAt),
          delete: (service) => deleteTicket(db, ticketKey(service)),
        })
      : undefined;
    const invoices = createInvoiceService({
      db,
      arca,
      client,
      storage,
      facts: liveShopFacts(app.shopFacts, { shopName: (f) => f.name }, { publicUrl: config.publicUrl }),
      log: app.log,
      kickMail: () => outbox.kick(),
    });
    if (arca) {
      jobs.register(INVOICE_JOB, invoiceJobHandler(invoices), invoiceJobOptions(arca.retryBaseMs));
      registerInvoiceSubscribers({
        events,
        enqueue: async (payload) =>
          void (await jobs.enqueue(INVOICE_JOB, payload, { key: invoiceJobKey(payload) })),
      });
    }
    await app.register(adminInvoiceRoutes, { invoices });
    await app.register(invoiceRoutes, { invoices });
  },
  { config: ['arca', 'publicUrl'] },
);
