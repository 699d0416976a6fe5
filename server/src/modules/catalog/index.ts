/**
 * The catalogue module's public face: the catalogue service's type (its cached copy of the listed
 * products) and the product statistics reviews read. Anything not exported here is the module's own
 * (the import rule in eslint.config.js enforces it).
 */
export type { CatalogService } from './catalog-service.ts';
export { loadProductRating, visibleReview } from './product-stats.ts';
