/**
 * Payment receipts (comprobantes) of transfer orders: the shopper's upload, capped per order and
 * per customer and day, stored in the file storage, with a mail to the shop. The receipts table is
 * this module's: orders and delivery read it through the functions exported here.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { liveShopFacts } from '../shop/index.ts';
import { receiptRoutes } from './routes.ts';

export {
  findOrderReceipt,
  hasReceiptSql,
  listOrderReceipts,
  orderHasReceipt,
  type ReceiptRow,
} from './store.ts';

export const receiptsModule = defineModule(
  'receipts',
  async (app, { config, db, storage, outbox }) => {
    await app.register(receiptRoutes, {
      db,
      storage,
      mailer: outbox.mailer('receipt'),
      facts: liveShopFacts(app.shopFacts, { ordersEmail: (f) => f.ordersEmail, shopName: (f) => f.name }, {}),
      limits: config.receipts,
    });
  },
  { config: ['receipts'], dependencies: ['shop'] },
);
