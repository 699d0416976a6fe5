/**
 * Electronic invoices through ARCA (docs/decisions/0021-electronic-invoices.md): the invoice job,
 * the subscribers that queue it when an order is paid, refunded or cancelled, and the owner's and
 * the shopper's routes. A Fastify plugin taking its slice of the configuration; without ARCA_*
 * it registers the same routes, which say invoicing is off, and queues nothing.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ArcaConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ShopEvents } from '../../lib/shop-events.ts';
import type { JobRunner } from '../../plugins/job-runner.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { adminInvoiceRoutes } from './admin-routes.ts';
import { createArcaClient } from './arca-client.ts';
import { INVOICE_JOB, invoiceJobHandler, invoiceJobKey, invoiceJobOptions } from './jobs.ts';
import type { InvoiceMailFacts } from './mails.ts';
import { invoiceRoutes } from './routes.ts';
import { createInvoiceService, type InvoiceService } from './service.ts';
import { deleteTicket, getTicket, saveTicket } from './store.ts';
import { registerInvoiceSubscribers } from './subscribers.ts';

export type { InvoiceService };

export interface InvoiceModuleOptions {
  db: Db;
  /** ARCA_*; undefined = invoicing off. */
  arca: ArcaConfig | undefined;
  events: ShopEvents;
  jobs: JobRunner;
  storage: FileStorage;
  facts: InvoiceMailFacts;
  kickMail: () => void;
  /** Told the service once made (tests reach it through the app). */
  onReady?: (service: InvoiceService) => void;
}

export const invoicesModule: FastifyPluginAsync<InvoiceModuleOptions> = async (app, opts) => {
  const { db, arca } = opts;
  const ticketKey = (service: string) => ({ cuit: arca!.cuit, env: arca!.env, service });
  const client = arca
    ? createArcaClient(arca, {
        get: (service) => getTicket(db, ticketKey(service)),
        save: (service, ticket, expiresAt) => saveTicket(db, ticketKey(service), ticket, expiresAt),
        delete: (service) => deleteTicket(db, ticketKey(service)),
      })
    : undefined;
  const invoices = createInvoiceService({ db, arca, client, storage: opts.storage, facts: opts.facts, log: app.log, kickMail: opts.kickMail });
  if (arca) {
    opts.jobs.register(INVOICE_JOB, invoiceJobHandler(invoices), invoiceJobOptions(arca.retryBaseMs));
    registerInvoiceSubscribers({ events: opts.events, enqueue: async (payload) => void (await opts.jobs.enqueue(INVOICE_JOB, payload, { key: invoiceJobKey(payload) })) });
  }
  opts.onReady?.(invoices);
  await app.register(adminInvoiceRoutes, { invoices });
  await app.register(invoiceRoutes, { invoices });
};
