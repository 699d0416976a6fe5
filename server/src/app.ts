/**
 * buildApp(config, deps): the Fastify application used by the server and by the tests
 * (`app.inject`). Registers cross-cutting plugins first, then one module per resource.
 * It never listens; main.ts does.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import errorsPlugin from './plugins/errors.ts';
import webApp from './plugins/web-app.ts';
import { catalogRoutes } from './modules/catalog/catalog-routes.ts';
import { createCatalogService } from './modules/catalog/catalog-service.ts';
import { shopRoutes } from './modules/shop/shop-routes.ts';

export interface AppDeps {
  /** An opened and migrated database. The app closes it when the app closes. */
  database: Database;
}

export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: true,
    // Query strings like ?limit=10 stay strings; the zod schemas coerce them.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(compress, { threshold: 1024 });

  const catalog = createCatalogService(deps.database.db, { cacheTtlMs: config.catalogCacheTtlMs });
  await app.register(catalogRoutes, { catalog });
  await app.register(shopRoutes, { shop: config.shop, db: deps.database.db });
  await app.register(webApp, {
    distDir: config.webDistDir,
    shop: config.shop,
    catalog,
    pageCacheTtlMs: config.catalogCacheTtlMs,
  });

  app.addHook('onClose', async () => {
    await deps.database.close();
  });
  return app;
}
