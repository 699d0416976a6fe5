/**
 * Electronic invoices through ARCA (docs/decisions/0021-electronic-invoices.md): the invoice rows,
 * ARCA's tickets and the numbering lease (its store), and the owner's and the shopper's routes. The
 * issuing (the ARCA client, the job and its subscribers) is the invoice-issuing module, registered
 * before this one; it reaches the rows through the store functions exported here. Without ARCA_*
 * the same routes are registered, and say invoicing is off.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { liveShopFacts } from '../shop/index.ts';
import { adminInvoiceRoutes } from './admin-routes.ts';
import { invoiceRoutes } from './routes.ts';
import { createInvoiceService, type InvoiceService } from './service.ts';

export type { InvoiceService };
export { invoiceError } from './errors.ts';
export { invoiceReadyMail, type InvoiceMailFacts } from './mails.ts';
// The invoice-issuing module writes the rows through these.
export {
  countAttempt,
  deleteTicket,
  ensureInvoice,
  findCreditNotes,
  findInvoice,
  findInvoiceById,
  findInvoiceWithCustomer,
  findLines,
  findOrder,
  getTicket,
  planCreditNote,
  releaseLease,
  saveTicket,
  takeLease,
  updateInvoice,
  type InvoiceRow,
} from './store.ts';

export const invoicesModule = defineModule(
  'invoices',
  async (app, { config, db, storage, outbox }) => {
    const invoices = createInvoiceService({
      db,
      arca: config.arca,
      storage,
      facts: liveShopFacts(app.shopFacts, { shopName: (f) => f.name }, { publicUrl: config.publicUrl }),
      kickMail: () => outbox.kick(),
      issuer: app.invoiceIssuer,
    });
    await app.register(adminInvoiceRoutes, { invoices });
    await app.register(invoiceRoutes, { invoices });
  },
  { config: ['arca', 'publicUrl'], dependencies: ['invoice-issuing'] },
);
