/**
 * buildApp(config, deps): the Fastify application used by the server and by the tests
 * (`app.inject`). Registers cross-cutting plugins first, then one module per resource.
 * It never listens; main.ts does.
 */
import type { Agent } from 'node:https';
import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type preValidationAsyncHookHandler,
  type RouteOptions,
} from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import errorsPlugin from './plugins/errors.ts';
import openapi from './plugins/openapi.ts';
import { logSerializers } from './lib/log-redaction.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/http-level-errors.ts';
import rejectNul from './plugins/reject-nul.ts';
import securityHeaders, { shopHelmetOptions } from './plugins/security-headers.ts';
import webApp from './plugins/web-app.ts';
import { createMailer, type Mailer } from './plugins/mail.ts';
import { createShopEvents, type ShopEvents } from './lib/shop-events.ts';
import { configSlice, type ShopCore, type ShopModule } from './lib/shop-module.ts';
import { createRateLimiter } from './plugins/rate-limit.ts';
import sameOrigin from './plugins/same-origin.ts';
import proxyWarning from './plugins/proxy-warning.ts';
import { resolveAuthSecret, type PasswordHasher } from './plugins/auth.ts';
import { createJobRunner, type JobRunner } from './plugins/job-runner.ts';
import { createLocalStorage, type FileStorage } from './plugins/storage.ts';
import { createS3Storage } from './plugins/s3-storage.ts';
import { createMailOutbox, type MailOutbox } from './modules/mail/index.ts';
import { accessModule } from './modules/access/index.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { customersModule } from './modules/customers/index.ts';
import { pushModule } from './modules/push/index.ts';
import { dashboardModule } from './modules/dashboard/index.ts';
import { catalogModule } from './modules/catalog/index.ts';
import { catalogAdminModule } from './modules/catalog-admin/index.ts';
import { ordersModule } from './modules/orders/index.ts';
import { checkoutModule, ORDER_RATE_WINDOW_SECONDS } from './modules/checkout/index.ts';
import { orderReportsModule } from './modules/order-reports/index.ts';
import { orderDeskModule } from './modules/order-desk/index.ts';
import { whatsappOrdersModule } from './modules/whatsapp-orders/index.ts';
import { couponsModule } from './modules/coupons/index.ts';
import { subscribersModule } from './modules/subscribers/index.ts';
import { withdrawalsModule } from './modules/withdrawals/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { reviewsModule } from './modules/reviews/index.ts';
import { receiptsModule } from './modules/receipts/index.ts';
import { invoiceIssuingModule } from './modules/invoice-issuing/index.ts';
import { invoicesModule } from './modules/invoices/index.ts';
import { deliveryModule } from './modules/delivery/index.ts';
import { productImagesModule } from './modules/product-images/index.ts';
import { shopModule } from './modules/shop/index.ts';
import { seoModule } from './modules/seo/index.ts';
import { cartsModule } from './modules/carts/index.ts';
import { abandonedCartsModule } from './modules/abandoned-carts/index.ts';
import { feedsModule } from './modules/feeds/index.ts';
import { cateringModule } from './modules/catering/index.ts';
import { funnelModule } from './modules/funnel/index.ts';

/**
 * Every server module, in the order they are registered (docs/architecture.md). A module that
 * reads another's service (`app.catalog`, `app.payments`...) comes after it; fastify-plugin's
 * `dependencies` make a wrong order fail at start. A new module is one line here; the slice of the
 * configuration it is given is the keys it names in its own defineModule.
 */
export const MODULES: readonly ShopModule[] = [
  accessModule, // first: the access gate covers every route after it
  shopModule, // app.shopFacts: the shop's name and facts every mail and page states
  accountsModule, // the session every signed-in route reads
  customersModule,
  pushModule, // app.push
  catalogModule, // app.catalog
  catalogAdminModule,
  deliveryModule, // app.holidays
  ordersModule,
  checkoutModule,
  orderDeskModule,
  orderReportsModule,
  whatsappOrdersModule,
  couponsModule,
  subscribersModule,
  withdrawalsModule,
  paymentsModule, // app.payments
  reviewsModule,
  receiptsModule,
  dashboardModule,
  invoiceIssuingModule, // app.invoiceIssuer
  invoicesModule,
  productImagesModule, // app.images
  seoModule,
  cartsModule, // app.carts
  abandonedCartsModule,
  feedsModule,
  cateringModule,
  funnelModule,
];

export interface AppDeps {
  /** An opened and migrated database. The app closes it when the app closes. */
  database: Database;
  /** Where mail goes; default from the configuration (SMTP_URL, else DATA_DIR/outbox). Tests pass a recorder. */
  mailer?: Mailer;
  /** Where receipts and uploaded product images are kept; default the S3 bucket of config.s3, else the local disk under config.filesDir (DATA_DIR/files). */
  storage?: FileStorage;
  /** Told about every route as it is registered (the input fuzz test walks them all). */
  onRoute?: (route: RouteOptions) => void;
  /** TLS agent for the push services; tests pass one that trusts their local stand-in. */
  pushAgent?: Agent;
  /** Tests only (API tests, and a browser-test server with TEST_PASSWORD_HASHING): a cheaper password hash than better-auth's scrypt (plugins/test-password-hasher.ts). */
  passwordHasher?: PasswordHasher;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox worker; tests and the load benchmark drain it. */
    mailOutbox: MailOutbox;
    /** Things that happened, told after their commit. */
    shopEvents: ShopEvents;
    /** The background job runner (decision 0017); tests drain it. */
    jobs: JobRunner;
  }
}

export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // URLs in the log lose OAuth codes and tokens.
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: logSerializers },
    trustProxy: config.trustProxy,
    // A client that stalls (headers, a half-sent body, an idle keep-alive) cannot hold a connection,
    // nor the shutdown, for ever.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    // Query strings like ?limit=10 stay strings; the zod schemas coerce them.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Bad percent-encoding, over-long params and malformed HTTP answer in the contract's shape too.
    frameworkErrors,
    clientErrorHandler,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  // Contract first: routes declare zod schemas from @shop/domain; Fastify validates the
  // input with them (errors.ts maps failures to the contract's shape) and serialises answers by them.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A missing body is read as `{}`, so it is told which fields are required (as parseBody did).
  // Only on routes with a body schema, so the others (the catalogue) pay nothing for it.
  app.addHook('onRoute', (route) => {
    if (!route.schema?.body) return;
    const emptyBodyAsObject: preValidationAsyncHookHandler = async (request) => {
      request.body ??= {};
    };
    route.preValidation = [emptyBodyAsObject, ...[route.preValidation ?? []].flat()];
  });

  await app.register(errorsPlugin);
  await app.register(proxyWarning, { trustProxy: config.trustProxy });
  // Before every route, so it covers them all (plugins/reject-nul.ts says why here).
  await app.register(rejectNul);
  await app.register(securityHeaders, { helmet: shopHelmetOptions(config.analytics) });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(sameOrigin, { publicUrl: config.publicUrl });
  // Before the routes, so the reference lists them all.
  await app.register(openapi, { publicUrl: config.publicUrl });

  const db = deps.database.db;
  deps.database.setLogger(app.log);
  const transport =
    deps.mailer ??
    createMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  // Every mail goes through the outbox table and its worker: queued durably (in the transaction of
  // the write that causes it, where there is one), sent with retries, once.
  const outbox = createMailOutbox({
    db,
    databaseKind: deps.database.kind,
    mailer: transport,
    log: app.log,
    ...config.mail.outbox,
    messageIdDomain: messageIdDomain(config.mail.from),
  });
  app.decorate('mailOutbox', outbox);
  const jobs = createJobRunner({
    db,
    databaseKind: deps.database.kind,
    log: app.log,
    pollMs: config.jobs.pollMs,
  });
  app.decorate('jobs', jobs);
  const events = createShopEvents(app.log);
  app.decorate('shopEvents', events);
  const limiter = createRateLimiter(db);
  // A bucket when configured, so that several processes share the files.
  const s3Storage = !deps.storage && config.s3 ? createS3Storage(config.s3) : undefined;
  const storage = deps.storage ?? s3Storage ?? createLocalStorage(config.filesDir);
  const core: ShopCore = {
    db,
    databaseKind: deps.database.kind,
    events,
    jobs,
    outbox,
    storage,
    limiter,
    authSecret: resolveAuthSecret(config),
    pushAgent: deps.pushAgent,
    passwordHasher: deps.passwordHasher,
  };

  // Each module is given only the configuration keys it names (its defineModule's `config`).
  for (const module of MODULES)
    await app.register(module, { ...core, config: configSlice(config, module.configKeys) });
  // The pages last: their catch-all route answers what no module's route does.
  await app.register(webApp, {
    distDir: config.webDistDir,
    shop: app.shopFacts,
    publicUrl: config.publicUrl,
    catalog: app.catalog,
    pageCacheTtlMs: config.catalogCacheTtlMs,
  });

  const pruneTimer = setInterval(() => {
    // Only windows that ended: the orders' hour may be longer than the sign-in window.
    limiter
      .prune(Math.max(config.rateLimit.windowSeconds, ORDER_RATE_WINDOW_SECONDS))
      .catch((err: unknown) => app.log.warn({ err }, 'rate limit prune failed'));
  }, 3_600_000);
  pruneTimer.unref();

  // Pending mails and jobs of an earlier run (a crash, a restart) go out once the app is ready.
  app.addHook('onReady', async () => {
    outbox.start();
    jobs.start();
  });
  app.addHook('onClose', async () => {
    // Both stop claiming; what is not yet claimed stays queued for the next start or another process.
    await Promise.all([outbox.stop(), jobs.stop()]);
    clearInterval(pruneTimer);
    s3Storage?.close();
    transport.close();
    await deps.database.close();
  });
  return app;
}

/** The domain of MAIL_FROM ("Shop <no-reply@shop.example>" → "shop.example"), for Message-IDs. */
function messageIdDomain(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
}
