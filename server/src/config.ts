/**
 * Server configuration, read from the environment once at start-up and validated with zod.
 * A wrong value stops the start with a message naming every offending variable (issue 2).
 * Shop facts (WhatsApp number, e-mails, address...) live here, never in code (DESIGN.md difference 11).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { normalizeAccessKey, type ShopInfo } from '@shop/domain';
import { z } from 'zod';

const digits = z.string().trim().regex(/^\d{8,15}$/, 'must be 8 to 15 digits, international format without +');

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().trim().optional(),
  SHOP_NAME: z.string().trim().min(1).default('Panadería Keto'),
  SHOP_WHATSAPP: digits.default('5493870000000'),
  SHOP_INFO_EMAIL: z.email().default('info@panaderiaketo.example'),
  SHOP_DEVELOPER_EMAIL: z.email().default('dev@panaderiaketo.example'),
  SHOP_ADDRESS: z.string().trim().min(1).default('Av. Belgrano 1000, Salta Capital, Argentina'),
  SHOP_CITY: z.string().trim().min(1).default('Salta Capital'),
  SHOP_INSTAGRAM_URL: z.url().default('https://www.instagram.com/panaderiaketo.example'),
  SHOP_BANK_ALIAS: z.string().trim().min(1).default('PANADERIA.KETO.ALIAS'),
  SHOP_ORDERS_EMAIL: z.email().default('pedidos@panaderiaketo.example'),
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: z.stringbool().default(false),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  SMTP_URL: z.string().trim().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().trim().min(3).default('Panadería Keto <no-reply@panaderiaketo.example>'),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  ACCESS_KEYS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((k) => k.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^(sha256:[0-9a-f]{64}|(?!sha256:).+)$/i, 'each key is plain text or sha256:<64 hex digits>'))),
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  RECEIPTS_MAX_PER_ORDER: z.coerce.number().int().min(1).max(100).default(5),
  RECEIPTS_MAX_BYTES_PER_CUSTOMER_PER_DAY: z.coerce.number().int().min(1).max(2_000_000_000).default(50 * 1024 * 1024),
});

export type Env = z.infer<typeof envSchema>;

export type { ShopInfo };

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  shop: ShopInfo;
  catalogCacheTtlMs: number;
  /** Origin shoppers use (links in mails, OAuth redirect); default http://localhost:PORT. No trailing slash. */
  publicUrl: string;
  /** Trust X-Forwarded-* (only behind a reverse proxy; otherwise clients could fake their address). */
  trustProxy: boolean;
  /** Signs sessions and the access cookie; undefined = generated once and kept in DATA_DIR/auth-secret. */
  authSecret: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  /** Google sign-in through OpenID Connect; undefined when no client id/secret are configured. */
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  /** sha256 hex digests of the normalised access keys; empty = no access gate (DESIGN.md difference 5). */
  accessKeyHashes: string[];
  rateLimit: { perIp: number; perAccount: number; windowSeconds: number };
  /** Where new orders and receipts are announced (issue 4, E-mails). */
  ordersEmail: string;
  /** Root of the local file storage (receipts, product images): DATA_DIR/files. */
  filesDir: string;
  /** Caps on payment receipts (issue 11, finding 2): per order, and bytes per customer per Argentine day. */
  receipts: { maxPerOrder: number; maxBytesPerCustomerPerDay: number };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Builds the config from an environment map (defaults to process.env).
 * Empty strings count as unset so `.env.example` can list variables without values.
 * @throws ConfigError listing each invalid variable by name.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(['GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither']);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    catalogCacheTtlMs: e.CATALOG_CACHE_TTL_MS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY,
    authSecret: e.AUTH_SECRET,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, discoveryUrl: e.GOOGLE_DISCOVERY_URL }
        : undefined,
    accessKeyHashes: e.ACCESS_KEYS.map(hashAccessKey),
    ordersEmail: e.SHOP_ORDERS_EMAIL,
    filesDir: path.join(path.resolve(e.DATA_DIR), 'files'),
    receipts: { maxPerOrder: e.RECEIPTS_MAX_PER_ORDER, maxBytesPerCustomerPerDay: e.RECEIPTS_MAX_BYTES_PER_CUSTOMER_PER_DAY },
    rateLimit: { perIp: e.RATE_LIMIT_PER_IP, perAccount: e.RATE_LIMIT_PER_ACCOUNT, windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS },
    shop: {
      name: e.SHOP_NAME,
      whatsapp: e.SHOP_WHATSAPP,
      infoEmail: e.SHOP_INFO_EMAIL,
      developerEmail: e.SHOP_DEVELOPER_EMAIL,
      address: e.SHOP_ADDRESS,
      city: e.SHOP_CITY,
      instagramUrl: e.SHOP_INSTAGRAM_URL,
      bankAlias: e.SHOP_BANK_ALIAS,
    },
  };
}

/**
 * An ACCESS_KEYS entry as the sha256 hex digest of the normalised key (trimmed, lower case, SPEC.md
 * section 5): "sha256:<hex>" entries are taken as they are, so the plain key need not be configured.
 */
export function hashAccessKey(entry: string): string {
  if (/^sha256:[0-9a-f]{64}$/i.test(entry)) return entry.slice(7).toLowerCase();
  return digestAccessKey(entry);
}

/** sha256 hex digest of a key as typed, after normalising it. Typed keys always go through here. */
export function digestAccessKey(key: string): string {
  return createHash('sha256').update(normalizeAccessKey(key)).digest('hex');
}
