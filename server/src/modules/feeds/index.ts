/**
 * Catalogue feeds for shopping channels (docs/decisions/0022-catalogue-feeds.md): Google Merchant
 * Center and Meta Commerce Manager (which also fills the WhatsApp Business catalogue) read the
 * listed products from /feeds/google.xml and /feeds/meta.csv. A Fastify plugin taking its slice of
 * the configuration; it reads the catalogue through the catalogue service it is given.
 */
import type { FastifyPluginAsync } from 'fastify';
import { feedRoutes } from './routes.ts';
import { createFeedService, type FeedServiceOptions } from './service.ts';

export type FeedsModuleOptions = FeedServiceOptions;

export const feedsModule: FastifyPluginAsync<FeedsModuleOptions> = async (app, opts) => {
  await app.register(feedRoutes, { feeds: createFeedService(opts) });
};
