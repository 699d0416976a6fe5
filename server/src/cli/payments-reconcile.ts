/**
 * `npm run payments:reconcile`: asks Mercado Pago for the payments of every unpaid
 * Mercado Pago order of the last 30 days and applies them, in case a notification was lost (the
 * server also does this every 10 minutes). Uses the server's configuration (.env, DATA_DIR or
 * DATABASE_URL; with the embedded PGlite the server must be stopped) and queues the same mails in
 * the mail outbox, which the server sends (at once when running on PostgreSQL, else at its next start).
 * Exit code 0 when every order could be checked, 1 otherwise.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createMercadoPagoClient } from '../plugins/mercadopago.ts';
import { createPaymentService } from '../modules/payments/service.ts';
import { createShopFactsService } from '../modules/shop/service.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main(): Promise<number> {
  const envFile = path.join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  if (!config.mercadoPago) {
    console.log('Mercado Pago is not configured (MERCADOPAGO_ACCESS_TOKEN): nothing to reconcile.');
    return 0;
  }
  // The few calls the service makes, on the console.
  const log = {
    info: (obj: unknown, msg?: string) => console.log(msg ?? obj),
    warn: (obj: unknown, msg?: string) => console.warn(msg ?? '', obj),
    error: (obj: unknown, msg?: string) => console.error(msg ?? '', obj),
  } as unknown as FastifyBaseLogger;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    const shopFacts = createShopFactsService(database.db, {
      defaults: config.shop,
      paymentMethods: config.paymentMethods,
      cacheTtlMs: 0,
      refreshMs: 3_600_000,
    });
    await shopFacts.load();
    shopFacts.close();
    const shop = shopFacts.get();
    const payments = createPaymentService({
      db: database.db,
      client: createMercadoPagoClient(config.mercadoPago),
      // The shop's running server sends what this queues (its outbox worker polls the table).
      kickMail: () => {},
      // The facts the owner saved (docs/decisions/0028), the environment's until then.
      facts: {
        shopName: shop.name,
        ordersEmail: shop.ordersEmail,
        publicUrl: config.publicUrl,
        bankAlias: shop.bankAlias,
        bankCbu: shop.bankCbu,
      },
      log,
    });
    const summary = await payments.reconcile();
    console.log(
      `Checked ${summary.checked} unpaid Mercado Pago orders: ${summary.changed} changed, ${summary.failed} could not be checked.`,
    );
    return summary.failed > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
