/**
 * `npm run admin:create -- --username ana --email ana@example.com [--password secreto123]`
 *: makes the first administrator, or promotes an existing account (found by username).
 * A new account is created confirmed; without --password a random one is generated and printed
 * once. Uses the same configuration as the server (DATA_DIR or DATABASE_URL, .env).
 * The embedded PGlite database opens in one process at a time: while the server runs on it, this
 * refuses and says what to do instead.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { checkPasswordStrength, normalizeUsername, passwordUserInputs, signUpSchema } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DatabaseLockedError } from '../db/pglite-lock.ts';
import { users } from '../db/schema.ts';
import { createAuth, resolveAuthSecret } from '../plugins/auth.ts';
import { testPasswordHasher } from '../plugins/test-password-hasher.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main() {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
  });
  const envFile = path.join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    owner: 'admin:create',
  }).catch((err: unknown) => {
    if (err instanceof DatabaseLockedError) throw new AdminCreateRefused(err);
    throw err;
  });
  try {
    await database.migrate();
    const db = database.db;
    // Normalised like every username the shop receives (NFKC, lower case), so "Dueña" typed any way finds the account.
    const username = values.username ? normalizeUsername(values.username) : undefined;
    if (!username) throw new Error('--username is required');
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (existing) {
      await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, existing.id));
      console.log(`${username} is now an administrator.`);
      return;
    }
    const generated = !values.password;
    const password = values.password ?? randomBytes(12).toString('base64url');
    const input = signUpSchema.safeParse({ username, email: values.email, password });
    if (!input.success) {
      throw new Error(
        `invalid account: ${input.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join(', ')}`,
      );
    }
    // better-auth answers a taken e-mail like a new sign-up (no enumeration): say it here.
    const [sameEmail] = await db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.email, input.data.email));
    if (sameEmail)
      throw new Error(
        `${input.data.email} already has an account${sameEmail.username ? ` (${sameEmail.username}): promote it with --username ${sameEmail.username}` : ''}`,
      );
    const weak = await checkPasswordStrength(password, passwordUserInputs(input.data));
    if (weak) throw new Error(`the password is easy to guess (${weak}): choose a longer, less common one`);
    const auth = createAuth(config, resolveAuthSecret(config), {
      db,
      log: { error: console.error, warn: console.warn, debug: () => {} } as never,
      sendOtp: () => {},
      onExistingSignUp: () => {},
      // A local browser-test server's administrator, hashed as its server checks it (config.ts).
      passwordHasher: config.testPasswordHashing ? testPasswordHasher : undefined,
    });
    await auth.api.signUpEmail({
      body: { name: input.data.username, username: input.data.username, email: input.data.email, password },
    });
    await db
      .update(users)
      .set({ role: 'admin', emailVerified: true, updatedAt: new Date() })
      .where(eq(users.username, input.data.username));
    console.log(`Administrator ${input.data.username} <${input.data.email}> created.`);
    if (generated) console.log(`Password (shown once, change it in /account): ${password}`);
  } finally {
    await database.close();
  }
}

/** The server (or another tool) has the embedded database open: say what to do instead. */
class AdminCreateRefused extends Error {
  constructor(cause: DatabaseLockedError) {
    super(
      `admin:create cannot open the embedded database while ${cause.holder.command === 'server' ? 'the server' : cause.holder.command} ` +
        `(process ${cause.holder.pid}) has it open: PGlite allows one process at a time.\n` +
        `  - Stop the server, run this command again, then start the server; or\n` +
        `  - if an administrator already exists, promote the account from /admin/customers in the browser.\n` +
        `(With PostgreSQL, DATABASE_URL, this command works while the server runs.)`,
      { cause },
    );
    this.name = 'AdminCreateRefused';
  }
}

main().catch((err: unknown) => {
  const text =
    err instanceof ConfigError || err instanceof AdminCreateRefused
      ? err.message
      : `admin:create failed: ${(err as Error).message}`;
  console.error(text);
  process.exit(1);
});
