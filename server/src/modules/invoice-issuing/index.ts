/**
 * Issuing electronic invoices through ARCA (docs/decisions/0021-electronic-invoices.md): the ARCA
 * client, the invoice job, and the subscribers that queue it when an order is paid, refunded or
 * cancelled. Decorates `app.invoiceIssuer`, which the invoices module's owner routes use to issue
 * now or retry. The rows, the ARCA tickets and the lease are the invoices module's (its store,
 * reached through its index.ts). Without ARCA_* it issues nothing and queues nothing.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { createArcaClient } from '../../plugins/arca.ts';
import { deleteTicket, getTicket, saveTicket } from '../invoices/index.ts';
import { liveShopFacts } from '../shop/index.ts';
import { INVOICE_JOB, invoiceJobHandler, invoiceJobKey, invoiceJobOptions } from './jobs.ts';
import { createInvoiceIssuer, type InvoiceIssuer } from './service.ts';
import { registerInvoiceSubscribers } from './subscribers.ts';

export type { InvoiceIssuer };

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues an order's invoice or credit note (the invoice-issuing module). */
    invoiceIssuer: InvoiceIssuer;
  }
}

export const invoiceIssuingModule = defineModule(
  'invoice-issuing',
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
    const issuer = createInvoiceIssuer({
      db,
      arca,
      client,
      storage,
      facts: liveShopFacts(app.shopFacts, { shopName: (f) => f.name }, { publicUrl: config.publicUrl }),
      log: app.log,
      kickMail: () => outbox.kick(),
    });
    app.decorate('invoiceIssuer', issuer);
    if (arca) {
      jobs.register(INVOICE_JOB, invoiceJobHandler(issuer), invoiceJobOptions(arca.retryBaseMs));
      registerInvoiceSubscribers({
        events,
        enqueue: async (payload) =>
          void (await jobs.enqueue(INVOICE_JOB, payload, { key: invoiceJobKey(payload) })),
      });
    }
  },
  { config: ['arca', 'publicUrl'], dependencies: ['shop'] },
);
