/**
 * Production entry point: reads the configuration, opens the database (PGlite in DATA_DIR or
 * DATABASE_URL), applies migrations, seeds an empty catalogue, serves web app and API, listens.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/index.ts';

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

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  await seedIfEmpty(database.db);

  const app = await buildApp(config, { database });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Shop ready on http://localhost:${config.port} (database: ${database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
