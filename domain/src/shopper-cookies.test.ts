import { describe, expect, it } from 'vitest';
import {
  encodeCartCookie,
  encodeWishlistCookie,
  MIRROR_COOKIE_MAX_CHARS,
  MIRRORED_LINES_MAX,
} from './shopper-cookies';
import { cartCookieSchema, readShopperCookies, wishlistCookieSchema } from './shopper-cookies-schema';

const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i + 1), quantity: 2 }));

describe('mirror cookies', () => {
  it('write ids and quantities only, and read back what they wrote', () => {
    const cart = encodeCartCookie([
      { id: '3', quantity: 2 },
      { id: '12', quantity: 99 },
    ]);
    expect(cart).toBe('3-2.12-99');
    expect(readShopperCookies(cart, encodeWishlistCookie([{ id: '7' }, { id: '3' }]))).toEqual({
      cart: [
        { id: '3', quantity: 2 },
        { id: '12', quantity: 99 },
      ],
      wishlist: ['7', '3'],
    });
    // Empty lists are known to be empty, unlike a missing cookie.
    expect(readShopperCookies(encodeCartCookie([]), encodeWishlistCookie([]))).toEqual({
      cart: [],
      wishlist: [],
    });
    // The most lines, of the longest ids and quantities, fit the size the server reads.
    const widest = lines(MIRRORED_LINES_MAX).map((_l, i) => ({ id: String(100_000_000 + i), quantity: 99 }));
    expect(encodeCartCookie(widest)!.length).toBeLessThanOrEqual(MIRROR_COOKIE_MAX_CHARS);
    expect(readShopperCookies(encodeCartCookie(widest), '')?.cart).toHaveLength(MIRRORED_LINES_MAX);
  });

  it('are not written for lists they cannot hold', () => {
    expect(encodeCartCookie(lines(MIRRORED_LINES_MAX + 1))).toBeUndefined();
    expect(encodeCartCookie([{ id: 'pan-keto', quantity: 1 }])).toBeUndefined();
    expect(encodeCartCookie([{ id: '3', quantity: 0 }])).toBeUndefined();
    expect(encodeCartCookie([{ id: '3', quantity: 100 }])).toBeUndefined();
    expect(encodeWishlistCookie(lines(MIRRORED_LINES_MAX + 1))).toBeUndefined();
    expect(encodeWishlistCookie([{ id: '3;x=1' }])).toBeUndefined();
  });

  it.each([
    ['a missing cart cookie', undefined, ''],
    ['a missing wishlist cookie', '3-1', undefined],
    ['a price smuggled in', '3-1-4500', ''],
    ['a quantity of 0', '3-0', ''],
    ['a quantity of 100', '3-100', ''],
    ['a negative quantity', '3--1', ''],
    ['a product twice', '3-1.3-2', ''],
    ['a slug for an id', 'pan-1', ''],
    ['JSON', '[{"id":"3","quantity":1}]', ''],
    ['a trailing separator', '3-1.', ''],
    ['a wishlist id twice', '3-1', '4.4'],
    ['a wishlist with quantities', '3-1', '4-1'],
    [
      'too many lines',
      lines(MIRRORED_LINES_MAX + 1)
        .map((l) => `${l.id}-1`)
        .join('.'),
      '',
    ],
    ['an oversized value', `${'1'.repeat(MIRROR_COOKIE_MAX_CHARS)}-1`, ''],
  ])('ignore %s whole (never throw)', (_case, cart, wishlist) => {
    expect(readShopperCookies(cart, wishlist)).toBeUndefined();
  });

  it('are read by schemas that reject rather than repair', () => {
    expect(cartCookieSchema.safeParse('3-1.4-2').success).toBe(true);
    expect(cartCookieSchema.safeParse('3-1.4-2 ').success).toBe(false);
    expect(wishlistCookieSchema.safeParse('3.4').success).toBe(true);
    expect(wishlistCookieSchema.safeParse(' 3.4').success).toBe(false);
  });
});
