/**
 * Server configuration, read from the environment once at start-up and validated with zod.
 * A wrong value stops the start with a message naming every offending variable.
 * Shop facts (WhatsApp number, e-mails, address...) are the first values here, never in code; the
 * owner's edits in /admin win (docs/decisions/0028-shop-facts-in-the-database.md).
 */
import { createHash, X509Certificate, createPrivateKey } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isIP } from 'node:net';
import {
  ABANDONED_CART_MAX_MINUTES,
  ABANDONED_CART_MIN_MINUTES,
  isValidCuit,
  normalizeAccessKey,
  openingHoursFromSchemaOrg,
  PAYMENT_METHODS,
  SHOP_FACT_PLACEHOLDERS,
  UNPAID_TTL_MAX_MINUTES,
  UNPAID_TTL_MIN_MINUTES,
  type PaymentDeadlines,
  type PaymentMethod,
  type ShopFacts,
  type ShopInfo,
  type AnalyticsConfig,
} from '@shop/domain';
import { z } from 'zod';

export { isValidCuit };

const digits = z
  .string()
  .trim()
  .regex(/^\d{8,15}$/, 'must be 8 to 15 digits, international format without +');

/** Fastify's trustProxy as this shop allows it: off, or the addresses of the proxies in front. */
export type TrustProxy = false | string[];

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether `entry` is an IP address, an IP/prefix CIDR range, or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_FORMS =
  'give the addresses of the proxies in front of the shop, comma-separated IPs or CIDR ranges (e.g. TRUST_PROXY=10.0.0.0/8 ' +
  'for a load balancer in a private network, TRUST_PROXY=127.0.0.1 for a proxy on the same machine; the names loopback, ' +
  'linklocal and uniquelocal stand for those ranges), or false';

/**
 * TRUST_PROXY's value as a TrustProxy. "true" is refused: it trusted every hop,
 * so a client could write its own address at the left of X-Forwarded-For and escape the
 * per-address rate limits. A hop count is refused too: Fastify 5 ignores it (a count cannot tell
 * whether the request really came through the proxy, so a client reaching the shop directly could
 * still choose its address). Only proxies named by address are believed.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const text = value.trim().toLowerCase();
  if (['false', 'no', 'off', '0'].includes(text)) return false;
  if (['true', 'yes', 'on'].includes(text) || /^\d+$/.test(text)) {
    ctx.addIssue({
      code: 'custom',
      message: `no longer accepts "${value}": trusting every hop (or a number of hops) lets clients fake their address and escape the rate limits; ${TRUST_PROXY_FORMS}`,
    });
    return false;
  }
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !isProxyAddress(e));
  if (entries.length === 0 || wrong.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `not understood: ${wrong.join(', ') || value}; ${TRUST_PROXY_FORMS}`,
    });
    return false;
  }
  return entries;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Faults and timeouts: see README, "Timeouts and faults".
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(20),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(750),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(750),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(72_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // The mail outbox's worker: see README, "E-mail".
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  MAIL_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  // The background job runner (docs/decisions/0017-background-jobs.md): how often it looks for due jobs.
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().trim().optional(),
  SHOP_NAME: z.string().trim().min(1).default('Panadería Keto'),
  // The shop's name on English pages (tab titles, header, link previews).
  SHOP_NAME_EN: z.string().trim().min(1).default('Keto Bakery'),
  // The SHOP_* facts are the first values of the owner's "Datos de la tienda"; once saved there, the
  // stored ones win (docs/decisions/0028-shop-facts-in-the-database.md).
  SHOP_WHATSAPP: digits.default(SHOP_FACT_PLACEHOLDERS.whatsapp),
  SHOP_INFO_EMAIL: z.email().default(SHOP_FACT_PLACEHOLDERS.infoEmail),
  SHOP_DEVELOPER_EMAIL: z.email().default(SHOP_FACT_PLACEHOLDERS.developerEmail),
  SHOP_ADDRESS: z.string().trim().min(1).default(SHOP_FACT_PLACEHOLDERS.address),
  SHOP_CITY: z.string().trim().min(1).default('Salta Capital'),
  // For search engines (JSON-LD Bakery): province, postal code, and opening hours in
  // schema.org's openingHours form, several separated by ";" (e.g. "Mo-Fr 08:00-19:00; Sa 09:00-13:00").
  SHOP_REGION: z.string().trim().min(1).default('Salta'),
  SHOP_POSTAL_CODE: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{4,8}$/i, 'must be a postal code such as 4400 or A4400ABC')
    .optional(),
  SHOP_OPENING_HOURS: z
    .string()
    .default('Mo-Fr 09:00-19:00')
    .transform((v) =>
      v
        .split(';')
        .map((h) => h.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(
              /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?(,(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?)* ([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/,
              'each entry is like "Mo-Fr 08:00-19:00"',
            ),
        )
        .min(1, 'name at least one opening time'),
    ),
  SHOP_INSTAGRAM_URL: z.url().default(SHOP_FACT_PLACEHOLDERS.instagramUrl),
  SHOP_BANK_ALIAS: z.string().trim().min(1).default(SHOP_FACT_PLACEHOLDERS.bankAlias),
  SHOP_ORDERS_EMAIL: z.email().default(SHOP_FACT_PLACEHOLDERS.ordersEmail),
  // Payments: the methods the owner offers, in display order; CBU of the transfer account.
  SHOP_PAYMENT_METHODS: z
    .string()
    .default(PAYMENT_METHODS.join(','))
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((m) => m.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.enum(PAYMENT_METHODS, { error: `each method is one of ${PAYMENT_METHODS.join(', ')}` }))
        .min(1, 'name at least one method'),
    ),
  SHOP_BANK_CBU: z
    .string()
    .trim()
    .regex(/^\d{22}$/, 'must be the 22 digits of the CBU')
    .optional(),
  // The transfer account's holder, the holder's CUIT and the bank, shown with the alias and CBU.
  SHOP_BANK_HOLDER: z.string().trim().max(120).default(''),
  SHOP_BANK_CUIT: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidCuit(v), 'must be the 11 digits of a CUIT whose check digit agrees')
    .default(''),
  SHOP_BANK_NAME: z.string().trim().max(80).default(''),
  MERCADOPAGO_ACCESS_TOKEN: z.string().trim().min(1).optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  MERCADOPAGO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.mercadopago.com'),
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  CATALOG_STATS_REFRESH_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Campaign measurement (docs/decisions/0035): sent only after the shopper's consent; unset = nothing loads.
  GA4_MEASUREMENT_ID: z
    .string()
    .trim()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'must be a GA4 measurement ID such as G-AB12CD34EF')
    .optional(),
  META_PIXEL_ID: z
    .string()
    .trim()
    .regex(/^\d{6,20}$/, 'must be the digits of a Meta pixel ID such as 123456789012345')
    .optional(),
  // Tests only: where the providers' scripts are fetched from instead of their own hosts (a local fake).
  ANALYTICS_SCRIPT_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Which X-Forwarded-For hops to believe: off, or the proxies' addresses.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => parseTrustProxy(value, ctx)),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Panadería Keto <no-reply@panaderiaketo.example>'),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  COGNITO_DISCOVERY_URL: z
    .url({ protocol: /^https?$/ })
    .regex(
      /\/\.well-known\/openid-configuration$/,
      'must be the user pool issuer followed by /.well-known/openid-configuration',
    )
    .optional(),
  COGNITO_CLIENT_ID: z.string().trim().min(1).optional(),
  COGNITO_CLIENT_SECRET: z.string().trim().min(1).optional(),
  ACCESS_KEYS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(sha256:[0-9a-f]{64}|(?!sha256:).+)$/i,
            'each key is plain text or sha256:<64 hex digits>',
          ),
      ),
    ),
  // Files in an S3-compatible bucket instead of DATA_DIR/files: README, "Running on several machines".
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
    )
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  RATE_LIMIT_ACCOUNT_CEILING: z.coerce.number().int().min(1).max(100_000).default(100),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  RATE_LIMIT_ORDERS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  // Unpaid orders expire (decision 0018): the first defaults; the owner edits them in /admin/delivery.
  UNPAID_TRANSFER_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(UNPAID_TTL_MIN_MINUTES)
    .max(UNPAID_TTL_MAX_MINUTES)
    .default(1440),
  UNPAID_MERCADOPAGO_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(UNPAID_TTL_MIN_MINUTES)
    .max(UNPAID_TTL_MAX_MINUTES)
    .default(120),
  // National holidays blocked for delivery and pickup (a date-holidays country code); "none": no
  // holidays. The owner reopens a holiday in /admin/delivery.
  DELIVERY_HOLIDAYS_COUNTRY: z
    .string()
    .trim()
    .regex(/^([A-Z]{2}|none)$/, 'a two-letter country code such as AR, or none')
    .default('AR'),
  // Abandoned-cart reminders (decision 0024): the first defaults; the owner edits them in /admin.
  ABANDONED_CART_REMINDERS: z.stringbool().default(true),
  ABANDONED_CART_AFTER_MINUTES: z.coerce
    .number()
    .int()
    .min(ABANDONED_CART_MIN_MINUTES)
    .max(ABANDONED_CART_MAX_MINUTES)
    .default(360),
  // Catering requests (decision 0026): the fewest days between asking and the event.
  CATERING_MIN_NOTICE_DAYS: z.coerce.number().int().min(0).max(90).default(3),
  // Test-only routes (run an order's expiry "at" a later time in browser tests); only on a
  // server that listens and is addressed on loopback alone (see loadConfig).
  TEST_ROUTES: z.stringbool().default(false),
  // A browser-test server's cheap password hash (plugins/test-password-hasher.ts); only on a server
  // that listens and is addressed on loopback alone, like TEST_ROUTES.
  TEST_PASSWORD_HASHING: z.stringbool().default(false),
  RECEIPTS_MAX_PER_ORDER: z.coerce.number().int().min(1).max(100).default(5),
  // Push alerts of the back office: the VAPID key pair (web-push generateVAPIDKeys), else generated once.
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{80,100}$/,
      'must be a base64url P-256 public key (npx web-push generate-vapid-keys)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')
    .optional(),
  // Push services reachable on internal addresses: none in a real shop; tests name their local stand-in.
  PUSH_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  RECEIPTS_MAX_BYTES_PER_CUSTOMER_PER_DAY: z.coerce
    .number()
    .int()
    .min(1)
    .max(2_000_000_000)
    .default(50 * 1024 * 1024),
  // Electronic invoices through ARCA (docs/decisions/0021-electronic-invoices.md): all off without ARCA_CUIT.
  ARCA_CUIT: z
    .string()
    .trim()
    .regex(/^\d{11}$/, 'must be the 11 digits of the CUIT, without dashes')
    .refine(isValidCuit, 'is not a valid CUIT (check digit)')
    .optional(),
  ARCA_CERT: z.string().trim().min(1).optional(),
  ARCA_KEY: z.string().trim().min(1).optional(),
  ARCA_POINT_OF_SALE: z.coerce.number().int().min(1).max(99_998).optional(),
  ARCA_ENV: z
    .enum(['homologacion', 'produccion'], { error: 'must be homologacion or produccion' })
    .default('homologacion'),
  ARCA_TAX_CONDITION: z
    .enum(['monotributo', 'responsable_inscripto'], { error: 'must be monotributo or responsable_inscripto' })
    .default('monotributo'),
  ARCA_BUSINESS_NAME: z.string().trim().min(1).optional(),
  ARCA_ADDRESS: z.string().trim().min(1).optional(),
  ARCA_IIBB: z.string().trim().min(1).optional(),
  ARCA_ACTIVITY_START: z.iso.date('must be a date such as 2024-03-01').optional(),
  ARCA_WSAA_URL: z.url({ protocol: /^https?$/ }).optional(),
  ARCA_WSFE_URL: z.url({ protocol: /^https?$/ }).optional(),
  ARCA_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  ARCA_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
});

export type Env = z.infer<typeof envSchema>;

export type { ShopInfo };

/**
 * The whole configuration: the environment's schema, checked across variables and shaped into
 * what the modules read. Its output type is `AppConfig`; nothing else describes it.
 */
const configSchema = envSchema.transform((e, ctx) => {
  const problem = (message: string) => ctx.addIssue({ code: 'custom', message, input: e });
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET))
    problem('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  const cognitoVars = {
    COGNITO_DISCOVERY_URL: e.COGNITO_DISCOVERY_URL,
    COGNITO_CLIENT_ID: e.COGNITO_CLIENT_ID,
    COGNITO_CLIENT_SECRET: e.COGNITO_CLIENT_SECRET,
  };
  const cognitoMissing = Object.entries(cognitoVars)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (cognitoMissing.length > 0 && cognitoMissing.length < 3)
    problem(`${cognitoMissing.join(', ')}: set all three COGNITO_* variables or none`);
  if (e.MERCADOPAGO_ACCESS_TOKEN && !e.MERCADOPAGO_WEBHOOK_SECRET) {
    problem(
      'MERCADOPAGO_WEBHOOK_SECRET: required when MERCADOPAGO_ACCESS_TOKEN is set (notifications could not be checked)',
    );
  }
  const mercadoPago: MercadoPagoSettings | undefined = e.MERCADOPAGO_ACCESS_TOKEN
    ? {
        accessToken: e.MERCADOPAGO_ACCESS_TOKEN,
        webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET ?? '',
        apiUrl: e.MERCADOPAGO_API_URL.replace(/\/+$/, ''),
      }
    : undefined;
  const paymentMethods = offeredMethods(e.SHOP_PAYMENT_METHODS, Boolean(mercadoPago));
  if (paymentMethods.length === 0) {
    problem(
      'SHOP_PAYMENT_METHODS: only mercadopago is listed but MERCADOPAGO_ACCESS_TOKEN is not set; no method would be left',
    );
  }
  if (e.DATABASE_URL && !e.AUTH_SECRET) {
    // Each process would otherwise make its own secret in its DATA_DIR, and refuse the sessions
    // signed by the others.
    problem(
      'AUTH_SECRET: required when DATABASE_URL is set, so that every process signs sessions with the same secret (at least 32 characters, e.g. openssl rand -base64 32)',
    );
  }
  if (e.TEST_ROUTES && !isLocalTestServer(e)) {
    // They let a caller move an order's clock: never on a shop that takes real orders. A real shop
    // has a public PUBLIC_URL (Mercado Pago's return addresses, the links in mails) and listens
    // beyond loopback or behind a proxy; a browser-test server does neither.
    problem(
      'TEST_ROUTES: only for a local test server: HOST and PUBLIC_URL must be loopback addresses (127.0.0.1, ::1, localhost) and TRUST_PROXY off',
    );
  }
  if (e.TEST_PASSWORD_HASHING && !isLocalTestServer(e)) {
    // Passwords hashed at a thirtieth of the cost: never for a shop's real accounts.
    problem(
      'TEST_PASSWORD_HASHING: only for a local test server: HOST and PUBLIC_URL must be loopback addresses (127.0.0.1, ::1, localhost) and TRUST_PROXY off',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    problem('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problem('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID))
    problem('S3_BUCKET: required when S3_ENDPOINT or S3 keys are set');
  const arca = arcaConfig(e, problem);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    /** Electronic invoices through ARCA (docs/decisions/0021-electronic-invoices.md); undefined = invoicing off. */
    arca,
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    /**
     * PostgreSQL pool and timeouts: at most `max` connections; opening one or waiting for a free one
     * gives up after `connectTimeoutMs`, a statement after `queryTimeoutMs`, so a request answers 503
     * quickly while the database is unreachable. Ignored by PGlite.
     */
    databasePool: {
      max: e.DATABASE_POOL_MAX,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
    },
    /**
     * HTTP server timeouts: the whole request (headers and body) must arrive within
     * `requestTimeoutMs`; a socket silent for `idleTimeoutMs` is closed; an idle keep-alive connection
     * is kept `keepAliveTimeoutMs` (above a load balancer's idle timeout).
     */
    http: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    /** After SIGTERM/SIGINT the process exits at the latest this long after, requests still open or not. */
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    catalogCacheTtlMs: e.CATALOG_CACHE_TTL_MS,
    /** Ratings and best-selling follow orders this long later at most. */
    catalogStatsRefreshMs: e.CATALOG_STATS_REFRESH_MS,
    /** Origin shoppers use (links in mails, OAuth redirect); default http://localhost:PORT. No trailing slash. */
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    /**
     * Which X-Forwarded-* hops to believe (Fastify's trustProxy): false = none (the socket's address);
     * a list = proxies at these addresses, CIDR ranges or proxy-addr's names. Never "every hop": then
     * the client's own leftmost X-Forwarded-For entry would become its address.
     */
    trustProxy: e.TRUST_PROXY,
    /** Signs sessions and the access cookie; undefined = generated once and kept in DATA_DIR/auth-secret. */
    authSecret: e.AUTH_SECRET,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      /** The outbox worker: how often it looks for due mails, the first retry's delay (doubling each
       * attempt), attempts before giving up, and how long a claimed mail stays another process's
       * before it counts as abandoned (a crash). All milliseconds. */
      outbox: {
        pollMs: e.MAIL_POLL_MS,
        retryBaseMs: e.MAIL_RETRY_BASE_MS,
        maxAttempts: e.MAIL_MAX_ATTEMPTS,
        leaseMs: e.MAIL_LEASE_MS,
      },
    },
    /** The background job runner (docs/decisions/0017-background-jobs.md): how often each lane looks for due jobs, ms. */
    jobs: { pollMs: e.JOBS_POLL_MS },
    /** Google sign-in through OpenID Connect; undefined when no client id/secret are configured. */
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            discoveryUrl: e.GOOGLE_DISCOVERY_URL,
          }
        : undefined,
    /** The original shop's AWS Cognito user pool as an OpenID Connect provider; undefined when not configured. */
    cognito:
      e.COGNITO_DISCOVERY_URL && e.COGNITO_CLIENT_ID && e.COGNITO_CLIENT_SECRET
        ? {
            clientId: e.COGNITO_CLIENT_ID,
            clientSecret: e.COGNITO_CLIENT_SECRET,
            discoveryUrl: e.COGNITO_DISCOVERY_URL,
          }
        : undefined,
    /** sha256 hex digests of the normalised access keys; empty = no access gate (decision 0006). */
    accessKeyHashes: e.ACCESS_KEYS.map(hashAccessKey),
    /** Where new orders and receipts are announced. */
    ordersEmail: e.SHOP_ORDERS_EMAIL,
    /** Root of the local file storage (receipts, product images): DATA_DIR/files. Unused when `s3` is set. */
    filesDir: path.join(dataDir, 'files'),
    /**
     * Tries per window: per client address; per account (from one address, for password and code
     * guesses; in all for mail-sending actions); and accountCeiling, per account from all addresses together.
     */
    rateLimit: {
      perIp: e.RATE_LIMIT_PER_IP,
      perAccount: e.RATE_LIMIT_PER_ACCOUNT,
      accountCeiling: e.RATE_LIMIT_ACCOUNT_CEILING,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
    },
    /** Mercado Pago Checkout Pro; undefined when no access token is configured (the method is not offered). */
    mercadoPago,
    /** Orders one account may place per hour; a retry with the same Idempotency-Key is not counted. */
    ordersPerHour: e.RATE_LIMIT_ORDERS_PER_HOUR,
    /** Minutes an unpaid transfer / Mercado Pago order waits before it expires, until the owner sets them (decision 0018). */
    paymentDeadlines: {
      transferMinutes: e.UNPAID_TRANSFER_TTL_MINUTES,
      mercadoPagoMinutes: e.UNPAID_MERCADOPAGO_TTL_MINUTES,
    } satisfies PaymentDeadlines,
    /** Abandoned-cart reminders until the owner sets them (decision 0024): on or off, and minutes of quiet before one is mailed. */
    abandonedCarts: { enabled: e.ABANDONED_CART_REMINDERS, afterMinutes: e.ABANDONED_CART_AFTER_MINUTES },
    /** The country whose national holidays close delivery and pickup days (DELIVERY_HOLIDAYS_COUNTRY); '' for none. */
    holidaysCountry: e.DELIVERY_HOLIDAYS_COUNTRY === 'none' ? '' : e.DELIVERY_HOLIDAYS_COUNTRY,
    /** Catering requests (decision 0026): an event is at least this many days after the day it is asked for. */
    catering: { minNoticeDays: e.CATERING_MIN_NOTICE_DAYS },
    /** Test-only routes (TEST_ROUTES): only on a server listening and addressed on loopback alone, never a real shop. */
    testRoutes: e.TEST_ROUTES,
    /** The tests' cheap password hash (TEST_PASSWORD_HASHING): only on loopback, never a real shop. */
    testPasswordHashing: e.TEST_PASSWORD_HASHING,
    /** Caps on payment receipts: per order, and bytes per customer per Argentine day. */
    receipts: {
      maxPerOrder: e.RECEIPTS_MAX_PER_ORDER,
      maxBytesPerCustomerPerDay: e.RECEIPTS_MAX_BYTES_PER_CUSTOMER_PER_DAY,
    },
    /** Push alerts: configured VAPID keys (else generated once), the contact push services see, and
     * push service hosts accepted even on internal addresses (PUSH_ALLOWED_HOSTS, empty by default). */
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SHOP_ORDERS_EMAIL}`,
      allowedHosts: e.PUSH_ALLOWED_HOSTS,
    },
    /**
     * The S3-compatible bucket that holds receipts and product images, shared by every process;
     * undefined = the local disk (`filesDir`). Without keys the AWS SDK's usual sources are used.
     */
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          /** e.g. http://127.0.0.1:9000 for MinIO; undefined = AWS S3 itself. */
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; most self-hosted stores need it. */
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    /**
     * The shop's facts as the environment gives them: the first values of the owner's "Datos de
     * la tienda" (the shop module serves the stored ones once saved; docs/decisions/0028).
     * Modules read the facts through `app.shopFacts`, never from here.
     */
    shop: {
      name: e.SHOP_NAME,
      nameEn: e.SHOP_NAME_EN,
      whatsapp: e.SHOP_WHATSAPP,
      infoEmail: e.SHOP_INFO_EMAIL,
      developerEmail: e.SHOP_DEVELOPER_EMAIL,
      ordersEmail: e.SHOP_ORDERS_EMAIL,
      address: e.SHOP_ADDRESS,
      city: e.SHOP_CITY,
      region: e.SHOP_REGION,
      postalCode: e.SHOP_POSTAL_CODE ?? '',
      instagramUrl: e.SHOP_INSTAGRAM_URL,
      bankAlias: e.SHOP_BANK_ALIAS,
      bankCbu: e.SHOP_BANK_CBU ?? '',
      bankHolder: e.SHOP_BANK_HOLDER,
      bankCuit: e.SHOP_BANK_CUIT,
      bankName: e.SHOP_BANK_NAME,
      hours: openingHoursFromSchemaOrg(e.SHOP_OPENING_HOURS),
    } satisfies ShopFacts,
    /** Payment methods offered at checkout, in display order (SHOP_PAYMENT_METHODS, 'mercadopago' only when configured). */
    paymentMethods,
    /**
     * Campaign measurement after consent (docs/decisions/0035): the GA4 and Meta pixel IDs, and the
     * test-only origin the providers' scripts come from. Undefined when neither ID is set.
     */
    analytics: analyticsConfig(e),
  };
});

/** The analytics slice: undefined without an ID, so the page, the notice and the CSP stay as they were. */
function analyticsConfig(e: Env): AnalyticsConfig | undefined {
  if (!e.GA4_MEASUREMENT_ID && !e.META_PIXEL_ID) return undefined;
  return {
    ...(e.GA4_MEASUREMENT_ID ? { ga4MeasurementId: e.GA4_MEASUREMENT_ID } : {}),
    ...(e.META_PIXEL_ID ? { metaPixelId: e.META_PIXEL_ID } : {}),
    ...(e.ANALYTICS_SCRIPT_BASE_URL ? { scriptBaseUrl: new URL(e.ANALYTICS_SCRIPT_BASE_URL).origin } : {}),
  };
}

/** The server's configuration: what `configSchema` makes of the environment. */
export type AppConfig = z.output<typeof configSchema>;
export type S3Config = NonNullable<AppConfig['s3']>;

/** Mercado Pago's access token, the secret that signs its notifications (x-signature), and the API base URL (tests point it at a fake). */
export interface MercadoPagoSettings {
  accessToken: string;
  webhookSecret: string;
  apiUrl: string;
}

/** What issuing ARCA invoices needs (ARCA_*). */
export interface ArcaConfig {
  /** The issuer's CUIT, 11 digits. */
  cuit: string;
  /** The certificate ARCA issued for the shop's key, and that key (PEM text). */
  cert: string;
  key: string;
  /** A point of sale of type "Web services" (RECE), used only by the shop. */
  pointOfSale: number;
  env: 'homologacion' | 'produccion';
  /** monotributo: Factura C (11) / Nota de crédito C (13); responsable_inscripto: B (6) / (8), 21 % IVA broken out. */
  taxCondition: 'monotributo' | 'responsable_inscripto';
  /** What the document prints about the issuer. */
  issuer: { businessName: string; address: string; iibb: string; activityStart: string };
  /** Overrides of ARCA's two endpoints (tests point them at the fake); undefined = ARCA's for `env`. */
  wsaaUrl: string | undefined;
  wsfeUrl: string | undefined;
  /** Each call to ARCA gives up after this long, ms. */
  timeoutMs: number;
  /** The first retry of an invoice waits this long, doubling each time, ms. */
  retryBaseMs: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', '[::1]', 'localhost']);

/** True when the server listens only on loopback, is addressed there over http, and trusts no proxy (TEST_ROUTES). */
function isLocalTestServer(e: Env): boolean {
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  return (
    LOOPBACK_HOSTS.has(e.HOST) &&
    publicUrl.protocol === 'http:' &&
    LOOPBACK_HOSTS.has(publicUrl.hostname) &&
    e.TRUST_PROXY === false
  );
}

/**
 * Builds the config from an environment map (defaults to process.env).
 * Empty strings count as unset so `.env.example` can list variables without values.
 * @throws ConfigError listing each invalid variable by name.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message)),
    );
  }
  return parsed.data;
}

const ARCA_GROUP = [
  'ARCA_CUIT',
  'ARCA_CERT',
  'ARCA_KEY',
  'ARCA_POINT_OF_SALE',
  'ARCA_BUSINESS_NAME',
  'ARCA_IIBB',
  'ARCA_ACTIVITY_START',
] as const;

/** A PEM given as its text, or as the path of a file holding it; undefined when neither. */
function readPem(value: string): string | undefined {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  if (!existsSync(value)) return undefined;
  const text = readFileSync(value, 'utf8');
  return text.includes('-----BEGIN') ? text : undefined;
}

/**
 * The ARCA slice: undefined when no ARCA_* of the group is set (invoicing off); otherwise all of
 * them, a certificate and key that parse and belong together. What is missing or wrong is told to
 * `problem` (and undefined returned).
 */
function arcaConfig(e: Env, problem: (message: string) => void): ArcaConfig | undefined {
  const set = ARCA_GROUP.filter((k) => e[k] !== undefined);
  if (set.length === 0) return undefined;
  const missing = ARCA_GROUP.filter((k) => e[k] === undefined);
  if (missing.length > 0) {
    problem(
      `${missing.join(', ')}: required for electronic invoices once any of ${ARCA_GROUP.join(', ')} is set (or set none to keep invoicing off)`,
    );
    return undefined;
  }
  const problems: string[] = [];
  const cert = readPem(e.ARCA_CERT!);
  const key = readPem(e.ARCA_KEY!);
  if (!cert)
    problems.push('ARCA_CERT: must be the certificate ARCA issued, as PEM text or the path of a PEM file');
  if (!key) problems.push('ARCA_KEY: must be the private key, as PEM text or the path of a PEM file');
  if (cert && key) {
    try {
      const x509 = new X509Certificate(cert);
      if (!x509.checkPrivateKey(createPrivateKey(key)))
        problems.push('ARCA_KEY: does not belong to ARCA_CERT');
    } catch (err) {
      problems.push(`ARCA_CERT / ARCA_KEY: cannot be read (${(err as Error).message})`);
    }
  }
  if (problems.length > 0) {
    problems.forEach(problem);
    return undefined;
  }
  return {
    cuit: e.ARCA_CUIT!,
    cert: cert!,
    key: key!,
    pointOfSale: e.ARCA_POINT_OF_SALE!,
    env: e.ARCA_ENV,
    taxCondition: e.ARCA_TAX_CONDITION,
    issuer: {
      businessName: e.ARCA_BUSINESS_NAME!,
      address: e.ARCA_ADDRESS ?? e.SHOP_ADDRESS,
      iibb: e.ARCA_IIBB!,
      activityStart: e.ARCA_ACTIVITY_START!,
    },
    wsaaUrl: e.ARCA_WSAA_URL,
    wsfeUrl: e.ARCA_WSFE_URL,
    timeoutMs: e.ARCA_TIMEOUT_MS,
    retryBaseMs: e.ARCA_RETRY_BASE_MS,
  };
}

/** The owner's methods in their order, without Mercado Pago when it is not configured. */
function offeredMethods(listed: PaymentMethod[], mercadoPagoConfigured: boolean): PaymentMethod[] {
  return listed.filter((m) => m !== 'mercadopago' || mercadoPagoConfigured);
}

/**
 * An ACCESS_KEYS entry as the sha256 hex digest of the normalised key (trimmed, lower case):
 * "sha256:<hex>" entries are taken as they are, so the plain key need not be configured.
 */
export function hashAccessKey(entry: string): string {
  if (/^sha256:[0-9a-f]{64}$/i.test(entry)) return entry.slice(7).toLowerCase();
  return digestAccessKey(entry);
}

/** sha256 hex digest of a key as typed, after normalising it. Typed keys always go through here. */
export function digestAccessKey(key: string): string {
  return createHash('sha256').update(normalizeAccessKey(key)).digest('hex');
}
