import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('package entry point', () => {
  it('re-exports the public API', () => {
    const names = [
      'TIMINGS', 'PAGE_SIZE', 'MAX_PAGE_SIZE', 'HOME_PRODUCTS', 'BEST_SELLING_COUNT', 'RECOMMENDATIONS_COUNT',
      'RECOMMENDATION_MIN_PRICE', 'GALLERY_IMAGES', 'CONTACT_MESSAGE_MAX', 'CATEGORIES', 'LANGS', 'DEFAULT_LANG',
      'STORAGE_KEYS', 'WHATSAPP_GREETING', 'IMAGE_WIDTHS', 'formatArs', 'lineTotal', 'sumLines', 'productSchema',
      'productListSchema', 'dealSchema', 'ProductsQuery', 'discountedPrice', 'imageSources', 'addToCart',
      'removeFromCart', 'increaseQuantity', 'decreaseQuantity', 'clearCart', 'toggleCartItem', 'quantityInCart',
      'cartCount', 'cartTotal', 'moveAllToCart', 'moveAllOutcome', 'parseStoredCart', 'MAX_LINE_QUANTITY',
      'toLineItem', 'addToWishlist', 'removeFromWishlist', 'isInWishlist', 'parseStoredWishlist', 'recommendFor',
      'checkoutCustomerSchema', 'isCheckoutComplete', 'canSendWhatsapp', 'whatsappUrl', 'buildOrderMessage',
      'buildContactMessage', 'contactMessageSchema', 'apiErrorSchema', 'ORDER_STATUSES',
    ];
    for (const name of names) expect(domain, name).toHaveProperty(name);
  });
});
