/**
 * The back office's public face: a product as the owner's screens show it. Anything not exported
 * here is the module's own (the import rule in eslint.config.js enforces it).
 */
export { toAdminProduct } from './admin-product-service.ts';
