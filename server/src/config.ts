/**
 * Server configuration, read from the environment once at start-up and validated with zod.
 * A wrong value stops the start with a message naming every offending variable (issue 2).
 * Shop facts (WhatsApp number, e-mails, address...) live here, never in code (DESIGN.md difference 11).
 */
import path from 'node:path';
import type { ShopInfo } from '@shop/domain';
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
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
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
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    catalogCacheTtlMs: e.CATALOG_CACHE_TTL_MS,
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
