/**
 * Production entry point: reads the configuration, opens the database (PGlite in DATA_DIR or
 * DATABASE_URL), applies migrations, seeds an empty catalogue, serves web app and API, listens.
 * On SIGTERM/SIGINT it stops taking requests and lets open ones finish, but exits at the latest
 * SHUTDOWN_TIMEOUT_MS later, so a stalled client cannot keep it alive.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DatabaseLockedError } from './db/pglite-lock.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { seedDeliveryDefaults } from './modules/delivery/index.ts';
import { testPasswordHasher } from './plugins/test-password-hasher.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  // A local .env (see .env.example) fills variables the environment does not already set.
  const envFile = path.join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  config.webDistDir ??= path.join(repoRoot, 'web', 'dist');

  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
      pool: config.databasePool,
      owner: 'server',
    });
  } catch (err) {
    if (err instanceof DatabaseLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await database.migrate();
  await seedIfEmpty(database.db);
  // A new shop can take orders at once: default day rules, a zone "Capital", pickup at SHOP_ADDRESS.
  await seedDeliveryDefaults(database.db, config.shop);

  const app = await buildApp(config, {
    database,
    // A local browser-test server only (config.ts refuses it elsewhere).
    passwordHasher: config.testPasswordHashing ? testPasswordHasher : undefined,
  });
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // A second signal (Ctrl+C twice) means "now".
      if (stopping) process.exit(1);
      stopping = true;
      app.log.info({ signal, deadlineMs: config.shutdownTimeoutMs }, 'shutting down');
      setTimeout(() => {
        app.log.warn(
          { deadlineMs: config.shutdownTimeoutMs },
          'shutdown deadline passed; closing the open connections and exiting',
        );
        app.server.closeAllConnections();
        process.exit(1);
      }, config.shutdownTimeoutMs).unref();
      app.close().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Shop ready on http://localhost:${config.port} (database: ${database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
