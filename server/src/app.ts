/**
 * buildApp(config, deps): the Fastify application used by the server and by the tests
 * (`app.inject`). Registers cross-cutting plugins first, then one module per resource.
 * It never listens; main.ts does.
 */
import type { Agent } from 'node:https';
import path from 'node:path';
import Fastify, { type FastifyInstance, type preValidationAsyncHookHandler, type RouteOptions } from 'fastify';
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
import securityHeaders from './plugins/security-headers.ts';
import webApp from './plugins/web-app.ts';
import { authPlugin, createAuth, resolveAuthSecret, type OtpType } from './plugins/auth.ts';
import { createMailer, type Mailer } from './plugins/mail.ts';
import { createMailOutbox, type MailOutbox } from './modules/mail/mail-outbox.ts';
import { createShopEvents, type ShopEvents } from './lib/shop-events.ts';
import { createRateLimiter } from './plugins/rate-limit.ts';
import sameOrigin from './plugins/same-origin.ts';
import proxyWarning from './plugins/proxy-warning.ts';
import accessGate from './modules/access/access-gate.ts';
import { existingAccountMail, otpMail } from './modules/accounts/account-mails.ts';
import { accountRoutes } from './modules/accounts/account-routes.ts';
import { createAccountService } from './modules/accounts/account-service.ts';
import { customerRoutes } from './modules/customers/customer-routes.ts';
import { orderRoutes } from './modules/orders/order-routes.ts';
import { ORDER_RATE_WINDOW_SECONDS } from './modules/orders/order-service.ts';
import { ORDER_EXPIRY_JOB, ORDER_EXPIRY_JOB_OPTIONS, orderExpiryHandler } from './modules/orders/order-expiry.ts';
import { orderExpiryTestRoutes } from './modules/orders/order-expiry-test-routes.ts';
import { adminOrderRoutes } from './modules/admin/admin-order-routes.ts';
import { adminCustomerRoutes } from './modules/admin/admin-customer-routes.ts';
import { adminProductRoutes } from './modules/admin/admin-product-routes.ts';
import { adminPaymentRoutes } from './modules/admin/admin-payment-routes.ts';
import { adminDeliveryRoutes } from './modules/admin/admin-delivery-routes.ts';
import { ownerRoutes } from './modules/owner/owner-routes.ts';
import { createPushService } from './modules/owner/push-service.ts';
import { resolveVapidKeys } from './modules/owner/push-keys.ts';
import { deliveryRoutes } from './modules/delivery/delivery-routes.ts';
import { nationalHolidays, NO_HOLIDAYS } from './modules/delivery/holidays.ts';
import { createMercadoPagoClient } from './modules/payments/mercadopago-client.ts';
import { paymentRoutes } from './modules/payments/payment-routes.ts';
import { createPaymentService } from './modules/payments/payment-service.ts';
import { registerPaymentSubscribers } from './modules/payments/subscribers.ts';
import { adminCouponRoutes } from './modules/coupons/admin-coupon-routes.ts';
import { couponRoutes } from './modules/coupons/coupon-routes.ts';
import { adminSubscriberRoutes } from './modules/subscribers/admin-subscriber-routes.ts';
import { subscriberRoutes } from './modules/subscribers/subscriber-routes.ts';
import { productImageRoutes } from './modules/product-images/product-image-routes.ts';
import { createProductImageService } from './modules/product-images/product-image-service.ts';
import { IMAGE_LANE, IMAGE_VARIANTS_JOB, IMAGE_VARIANTS_JOB_OPTIONS, imageVariantsHandler } from './modules/product-images/image-jobs.ts';
import { seoRoutes } from './modules/seo/seo-routes.ts';
import { createPreviewStore, type PreviewSources } from './modules/seo/preview-image.ts';
import { LINK_PREVIEW_JOB, linkPreviewHandler, linkPreviewJobKey, linkPreviewJobOptions } from './modules/seo/preview-jobs.ts';
import { createJobRunner, type JobRunner } from './plugins/job-runner.ts';
import { PREVIEW_URL_PREFIX, previewImagePath } from '@shop/domain';
import { users } from './db/schema.ts';
import { eq } from 'drizzle-orm';
import { catalogRoutes } from './modules/catalog/catalog-routes.ts';
import { withdrawalsModule } from './modules/withdrawals/index.ts';
import { feedsModule } from './modules/feeds/index.ts';
import { cartsModule, createCartService } from './modules/carts/index.ts';
import { abandonedCartsModule } from './modules/abandoned-carts/index.ts';
import { invoicesModule } from './modules/invoices/index.ts';
import { createCatalogService } from './modules/catalog/catalog-service.ts';
import { shopRoutes } from './modules/shop/shop-routes.ts';
import { receiptRoutes } from './modules/receipts/receipt-routes.ts';
import { reviewListRoutes } from './modules/reviews/review-list-routes.ts';
import { reviewRoutes } from './modules/reviews/review-routes.ts';
import { createLocalStorage, type FileStorage } from './plugins/storage.ts';
import { createS3Storage } from './plugins/s3-storage.ts';

export interface AppDeps {
  /** An opened and migrated database. The app closes it when the app closes. */
  database: Database;
  /** Where mail goes; default from the configuration (SMTP_URL, else DATA_DIR/outbox). Tests pass a recorder. */
  mailer?: Mailer;
  /** Where receipts and uploaded product images are kept; default the S3 bucket of config.s3, else the local disk under config.filesDir (DATA_DIR/files). */
  storage?: FileStorage;
  /** Told about every route as it is registered (the input fuzz test walks them all). */
  onRoute?: (route: RouteOptions) => void;
  /** TLS agent for the push services (issue 19); tests pass one that trusts their local stand-in. */
  pushAgent?: Agent;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox worker (issue 13 finding 4); tests and the load benchmark drain it. */
    mailOutbox: MailOutbox;
    /** Things that happened, told after their commit (issue 18). */
    shopEvents: ShopEvents;
    /** The background job runner (decision 0017); tests drain it. */
    jobs: JobRunner;
  }
}

export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // URLs in the log lose OAuth codes and tokens (issue 11, finding 8).
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: logSerializers },
    trustProxy: config.trustProxy,
    // A client that stalls (headers, a half-sent body, an idle keep-alive) cannot hold a connection,
    // nor the shutdown, for ever (issue 13 finding 5).
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
  // Contract first (issue 18): routes declare zod schemas from @shop/domain; Fastify validates the
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
  await app.register(securityHeaders);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(sameOrigin, { publicUrl: config.publicUrl });
  // Before the routes, so the reference lists them all (issue 18).
  await app.register(openapi, { publicUrl: config.publicUrl });

  const db = deps.database.db;
  deps.database.setLogger(app.log);
  const transport =
    deps.mailer ??
    createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, outboxDir: path.join(config.dataDir, 'outbox'), log: app.log });
  // Every mail goes through the outbox table and its worker (issue 13 finding 4): queued durably,
  // sent with retries, once. Modules that just "send a mail" get a mailer that queues it.
  const outbox = createMailOutbox({
    db,
    databaseKind: deps.database.kind,
    mailer: transport,
    log: app.log,
    ...config.mail.outbox,
    messageIdDomain: messageIdDomain(config.mail.from),
  });
  app.decorate('mailOutbox', outbox);
  // Slow work a request hands over (decision 0017): image conversions and link previews so far.
  const jobs = createJobRunner({ db, databaseKind: deps.database.kind, log: app.log, pollMs: config.jobs.pollMs });
  app.decorate('jobs', jobs);
  const events = createShopEvents(app.log);
  // The national holidays checkout and the order booking follow (issue 28 item 24).
  const holidays = config.holidaysCountry ? nationalHolidays(config.holidaysCountry) : NO_HOLIDAYS;
  app.decorate('shopEvents', events);
  const catalog = createCatalogService(db, { cacheTtlMs: config.catalogCacheTtlMs, statsRefreshMs: config.catalogStatsRefreshMs });
  const limiter = createRateLimiter(db);
  const secret = resolveAuthSecret(config);

  /** Mails a code in the language the account chose; in the background so answers take the same time. */
  const sendOtp = (data: { email: string; otp: string; type: OtpType }) => {
    void (async () => {
      const [user] = await db.select({ lang: users.lang }).from(users).where(eq(users.email, data.email));
      const lang = user?.lang === 'en' ? 'en' : 'es';
      await outbox.mailer('account_code').send(otpMail(data.email, data.type, data.otp, lang, config.shop.name));
    })().catch((err: unknown) => app.log.error({ err, to: data.email }, 'could not send the code mail'));
  };
  /** Tells an address's owner someone signed up with it (issue 11, finding 5); in the background, like sendOtp. */
  const onExistingSignUp = (owner: { email: string; username: string | null; lang: string | null }) => {
    const mail = existingAccountMail(owner.email, owner.username, owner.lang === 'en' ? 'en' : 'es', config.shop.name, config.publicUrl);
    outbox.mailer('account_existing').send(mail).catch((err: unknown) => app.log.error({ err, to: owner.email }, 'could not queue the existing-account mail'));
  };
  const auth = createAuth(config, secret, { db, log: app.log, sendOtp, onExistingSignUp });
  const secureCookie = config.publicUrl.startsWith('https:');

  await app.register(accessGate, {
    keyHashes: config.accessKeyHashes,
    secret,
    secureCookie,
    limiter,
    rateLimit: { perIp: config.rateLimit.perIp, windowSeconds: config.rateLimit.windowSeconds },
    distDir: config.webDistDir,
  });
  await app.register(authPlugin, { auth, publicUrl: config.publicUrl });
  const accounts = createAccountService({ auth, db, limiter, rateLimit: config.rateLimit, googleEnabled: Boolean(config.google), cognitoEnabled: Boolean(config.cognito) });
  await app.register(accountRoutes, { accounts });
  await app.register(customerRoutes, { db });
  // Push alerts of new orders and payments to the administrators' browsers (issue 19).
  const push = createPushService({
    db,
    keys: () => resolveVapidKeys({ configured: config.push.vapidKeys, store: config.databaseUrl ? { db } : { dataDir: config.dataDir } }),
    subject: config.push.subject,
    log: app.log,
    agent: deps.pushAgent,
    allowedHosts: config.push.allowedHosts,
  });
  // After a new order commits (issue 18): its mails (queued in its transaction) go out now, and
  // best-selling is refreshed in the background; pages are not dropped (issue 13 finding 6).
  events.on('orderPlaced', () => outbox.kick());
  events.on('orderPlaced', () => catalog.statsChanged());
  events.on('orderPlaced', ({ order }) => void push.orderPlaced(order));
  await app.register(orderRoutes, {
    db,
    shop: { name: config.shop.name, bankAlias: config.shop.bankAlias, ordersEmail: config.ordersEmail, bankCbu: config.shop.bankCbu, paymentMethods: config.shop.paymentMethods, publicUrl: config.publicUrl },
    events,
    rateLimit: { limiter, perHour: config.ordersPerHour },
    paymentDeadlines: config.paymentDeadlines,
    holidays,
  });
  // Unpaid transfer and Mercado Pago orders expire (issue 27, decision 0018): each has a job due at
  // its payment time, queued with the order; its mail goes out at once after the cancel commits.
  const expiryFacts = { shopName: config.shop.name, publicUrl: config.publicUrl, ordersEmail: config.ordersEmail };
  const onOrderExpired = () => outbox.kick();
  jobs.register(ORDER_EXPIRY_JOB, orderExpiryHandler({ db, facts: expiryFacts, onExpired: onOrderExpired }), ORDER_EXPIRY_JOB_OPTIONS);
  if (config.testRoutes) await app.register(orderExpiryTestRoutes, { db, facts: expiryFacts, onExpired: onOrderExpired });

  // Coupons and the subscribers' first-order 10 % (issue 14). Checking a code is done as the shopper
  // types (debounced), so it may be tried a few times more than a form is sent.
  await app.register(couponRoutes, { db, limiter, rateLimit: { perIp: config.rateLimit.perIp * 4, windowSeconds: config.rateLimit.windowSeconds } });
  await app.register(adminCouponRoutes, { db });
  await app.register(subscriberRoutes, { db, mailer: outbox.mailer('subscriber'), limiter, rateLimit: config.rateLimit, facts: { shopName: config.shop.name, publicUrl: config.publicUrl } });
  await app.register(adminSubscriberRoutes, { db });
  // The withdrawal button (docs/decisions/0020-withdrawal-button.md): anyone, no sign-in.
  await app.register(withdrawalsModule, {
    db,
    events,
    limiter,
    rateLimit: config.rateLimit,
    facts: { shopName: config.shop.name, ordersEmail: config.ordersEmail, publicUrl: config.publicUrl },
    kickMail: () => outbox.kick(),
    alertOwner: (message) => push.notifyAdmins(message).catch((err: unknown) => app.log.error({ err }, 'could not send the withdrawal push')),
  });

  // Payments (issue 12): Mercado Pago only when an access token is configured.
  const payments = createPaymentService({
    db,
    client: config.mercadoPago ? createMercadoPagoClient(config.mercadoPago) : undefined,
    mailer: outbox.mailer('payment'),
    facts: paymentFacts(config),
    log: app.log,
    onPaid: (order) => void push.orderPaid(order),
    events,
  });
  // A shopper's own cancellation (decision 0025): its mails go out now, the owner's phone is told,
  // and a paid Mercado Pago order is refunded (the owner is told when that fails).
  events.on('orderCancelled', () => outbox.kick());
  events.on('orderCancelled', ({ order, by }) => {
    if (by === 'customer') void push.orderCancelledByCustomer(order);
  });
  registerPaymentSubscribers({ events, payments, log: app.log, onRefundFailed: (order) => void push.orderCancelledByCustomer(order, true) });
  await app.register(paymentRoutes, { payments, limiter, webhookSecret: config.mercadoPago?.webhookSecret });
  await app.register(adminPaymentRoutes, { db, payments });

  await app.register(catalogRoutes, { catalog });
  await app.register(reviewRoutes, { db, catalog });
  await app.register(reviewListRoutes, { db });
  // A bucket when configured, so that several processes share the files (issue 13 finding 7).
  const s3Storage = !deps.storage && config.s3 ? createS3Storage(config.s3) : undefined;
  const storage = deps.storage ?? s3Storage ?? createLocalStorage(config.filesDir);
  await app.register(receiptRoutes, { db, storage, mailer: outbox.mailer('receipt'), ordersEmail: config.ordersEmail, shopName: config.shop.name, limits: config.receipts });
  await app.register(adminOrderRoutes, { db, storage, mailer: outbox.mailer('order_status'), shopName: config.shop.name, events });
  // Electronic invoices through ARCA (docs/decisions/0021-electronic-invoices.md): off without ARCA_*.
  await app.register(invoicesModule, {
    db,
    arca: config.arca,
    events,
    jobs,
    storage,
    facts: { shopName: config.shop.name, publicUrl: config.publicUrl },
    kickMail: () => outbox.kick(),
  });
  await app.register(adminCustomerRoutes, { db });
  await app.register(adminDeliveryRoutes, { db, paymentDeadlines: config.paymentDeadlines, holidays });
  // The owner's day: production list, dashboard, export, reviews, push alerts (issue 19).
  await app.register(ownerRoutes, { db, onReviewsChanged: () => catalog.invalidate(), push });
  await app.register(deliveryRoutes, { db, holidays });
  await app.register(adminProductRoutes, { db, onCatalogChange: () => catalog.invalidate() });
  // An upload is checked and stored in the request; its variants, then its link preview, are jobs.
  const images = createProductImageService({ db, storage, onCatalogChange: () => catalog.invalidate(), log: app.log, jobs });
  const previewSources: PreviewSources = { storage, distDir: config.webDistDir, uploadedPicture: (base) => images.picture(base) };
  const requestPreview = async (rest: string): Promise<void> => {
    await jobs.enqueue(LINK_PREVIEW_JOB, { path: rest }, { key: linkPreviewJobKey(rest) });
  };
  const onVariantsReady = async (base: string, cover: boolean) => {
    const preview = previewImagePath(base);
    if (cover && preview) await requestPreview(preview.slice(PREVIEW_URL_PREFIX.length));
  };
  jobs.register(IMAGE_VARIANTS_JOB, imageVariantsHandler({ db, storage, onVariantsReady }), IMAGE_VARIANTS_JOB_OPTIONS);
  jobs.register(LINK_PREVIEW_JOB, linkPreviewHandler(previewSources), linkPreviewJobOptions(IMAGE_LANE));
  await app.register(productImageRoutes, { images });
  await app.register(shopRoutes, { shop: config.shop, db });
  const previews = createPreviewStore({ ...previewSources, requestPreview, log: app.log });
  await app.register(seoRoutes, { catalog, previews, publicUrl: config.publicUrl, distDir: config.webDistDir });
  const carts = createCartService({ db, catalog });
  await app.register(cartsModule, { carts });
  await app.register(abandonedCartsModule, {
    db,
    carts,
    jobs,
    facts: { shopName: config.shop.name, publicUrl: config.publicUrl },
    defaults: config.abandonedCarts,
    mailQueued: () => outbox.kick(),
    testRoutes: config.testRoutes,
  });
  await app.register(feedsModule, { catalog, publicUrl: config.publicUrl, shop: { name: config.shop.name, nameEn: config.shop.nameEn } });
  await app.register(webApp, {
    distDir: config.webDistDir,
    shop: config.shop,
    site: { ...config.site, publicUrl: config.publicUrl },
    catalog,
    pageCacheTtlMs: config.catalogCacheTtlMs,
  });

  const pruneTimer = setInterval(() => {
    // Only windows that ended: the orders' hour may be longer than the sign-in window.
    limiter.prune(Math.max(config.rateLimit.windowSeconds, ORDER_RATE_WINDOW_SECONDS)).catch((err: unknown) => app.log.warn({ err }, 'rate limit prune failed'));
  }, 3_600_000);
  pruneTimer.unref();
  const reconcileTimer = config.mercadoPago ? startReconciliation(payments, app) : undefined;

  // Pending mails and jobs of an earlier run (a crash, a restart) go out once the app is ready.
  app.addHook('onReady', async () => {
    outbox.start();
    jobs.start();
  });
  app.addHook('onClose', async () => {
    // Both stop claiming; what is not yet claimed stays queued for the next start or another process.
    await Promise.all([outbox.stop(), jobs.stop()]);
    clearInterval(pruneTimer);
    clearInterval(reconcileTimer);
    catalog.close();
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

/** What the order and payment mails need to know about the shop (issue 12). */
function paymentFacts(config: AppConfig) {
  return {
    shopName: config.shop.name,
    ordersEmail: config.ordersEmail,
    publicUrl: config.publicUrl,
    bankAlias: config.shop.bankAlias,
    bankCbu: config.shop.bankCbu,
    invoicing: Boolean(config.arca),
  };
}

/**
 * Re-checks unpaid Mercado Pago orders every 10 minutes in case a notification was lost (issue 12);
 * a run still going when the next is due is not doubled. The timer does not keep the process alive.
 */
function startReconciliation(payments: ReturnType<typeof createPaymentService>, app: FastifyInstance): NodeJS.Timeout {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    payments
      .reconcile()
      .then((summary) => {
        if (summary.changed > 0 || summary.failed > 0) app.log.info(summary, 'payments reconciled');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'payment reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, 600_000);
  timer.unref();
  return timer;
}
