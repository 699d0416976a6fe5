/**
 * Account tables. `users`, `sessions`, `accounts` and `verifications` follow better-auth's core
 * schema (plus the username plugin's columns and our `lang`); `customers` holds the cliente profile
 * (nombre, apellido, email, direccion, telefono, notas); `rate_limits` keeps the counters of
 * plugins/rate-limit.ts so limits hold across restarts and several server processes. Times are
 * timestamptz (UTC).
 */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Lower-cased by better-auth. */
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** Lower-cased; null for accounts made through Google. */
  username: text('username').unique(),
  displayUsername: text('display_username'),
  /** Language of the mails this user receives ('es' | 'en'). */
  lang: text('lang').notNull().default('es'),
  /** 'customer' or 'admin'; only npm run admin:create and other admins make admins. */
  role: text('role', { enum: ['customer', 'admin'] })
    .notNull()
    .default('customer'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** Password hash (scrypt, by better-auth); only on the 'credential' provider row. */
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** The customer profile (cliente) that pre-fills checkout; one row per user. */
export const customers = pgTable('customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nombre: text('nombre').notNull(),
  apellido: text('apellido').notNull(),
  email: text('email').notNull(),
  direccion: text('direccion').notNull(),
  telefono: text('telefono').notNull(),
  notas: text('notas').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Fixed-window counters: `key` is e.g. "sign-in:ip:1.2.3.4" or "sign-in:user:ana". */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
