/** Public API of @shop/domain: code both the server and the web app import (DESIGN.md "Shape of the repository"). */
export * from './constants';
export * from './money';
export * from './product';
export * from './product-image';
export * from './line-item';
export * from './cart';
export * from './wishlist';
export * from './checkout';
export * from './account';
export * from './contact';
export * from './whatsapp';
export * from './validation';
export * from './errors';
export * from './order-status';
export * from './order';
export * from './admin-product';
export * from './shop';
