import { describe, expect, it } from 'vitest';
import type { Category } from './constants';
import { makeItem, makeLine, makeProduct } from './test-support';
import {
  addToWishlist,
  isInWishlist,
  parseStoredWishlist,
  recommendFor,
  removeFromWishlist,
} from './wishlist';

describe('wishlist operations', () => {
  it('adds without duplicates', () => {
    const list = addToWishlist([], makeItem('a'));
    expect(list).toEqual([makeItem('a')]);
    expect(addToWishlist(list, makeItem('a', { title: 'otra' }))).toEqual([makeItem('a')]);
    expect(addToWishlist(list, makeItem('b'))).toEqual([makeItem('a'), makeItem('b')]);
  });

  it('removes by id and checks membership', () => {
    const list = [makeItem('a'), makeItem('b')];
    expect(removeFromWishlist(list, 'a')).toEqual([makeItem('b')]);
    expect(removeFromWishlist(list, 'zz')).toEqual(list);
    expect(isInWishlist(list, 'b')).toBe(true);
    expect(isInWishlist(list, 'c')).toBe(false);
    expect(list).toEqual([makeItem('a'), makeItem('b')]);
  });
});

describe('parseStoredWishlist', () => {
  it.each([null, undefined, 3, 'null', 'texto', '{"a":1}', { items: [] }])('gives [] for %j', (raw) => {
    expect(parseStoredWishlist(raw)).toEqual([]);
  });

  it('drops invalid entries, strips extra fields and keeps the first of duplicates', () => {
    const raw = [
      makeItem('a'),
      null,
      { id: 'b' },
      { ...makeItem('c'), price: -1 },
      { ...makeItem('d'), type: 'general' },
      { ...makeLine('e', 2) },
      makeItem('a', { title: 'duplicado' }),
    ];
    expect(parseStoredWishlist(raw)).toEqual([makeItem('a'), makeItem('e')]);
  });
});

describe('recommendFor', () => {
  const product = (id: string, category: Category, price = 4000) => makeProduct({ id, category, price });
  const catalogue = [
    product('0', 'salados'),
    product('1', 'salados'),
    product('2', 'dulces', 900),
    product('3', 'dulces', 1000),
    product('4', 'dulces', 2500),
    product('5', 'salados'),
    product('6', 'salados'),
    product('7', 'salados'),
    product('8', 'salados'),
    product('9', 'nuevos', 5000),
  ];
  const ids = (products: { id: string }[]) => products.map((p) => p.id);

  it('suggests products of the wishlist categories not already saved, at most 5', () => {
    expect(ids(recommendFor([makeItem('0', { type: 'salados' })], catalogue))).toEqual([
      '1',
      '5',
      '6',
      '7',
      '8',
    ]);
  });

  it('covers every category of the wishlist', () => {
    const wishlist = [makeItem('2', { type: 'dulces' }), makeItem('9', { type: 'nuevos' })];
    expect(ids(recommendFor(wishlist, catalogue))).toEqual(['3', '4']);
  });

  it('respects a custom limit', () => {
    expect(ids(recommendFor([makeItem('0', { type: 'salados' })], catalogue, 2))).toEqual(['1', '5']);
    expect(recommendFor([makeItem('0', { type: 'salados' })], catalogue, 0)).toEqual([]);
  });

  it('falls back to products priced over 1000 when no same-category product is left', () => {
    const wishlist = [makeItem('9', { type: 'nuevos' })];
    expect(ids(recommendFor(wishlist, catalogue))).toEqual(['0', '1', '4', '5', '6']);
  });

  it('uses the price fallback for an empty wishlist, excluding exactly 1000', () => {
    const result = recommendFor([], catalogue, 10);
    expect(ids(result)).toEqual(['0', '1', '4', '5', '6', '7', '8', '9']);
    expect(result.every((p) => p.price > 1000)).toBe(true);
  });

  it('never suggests a saved product, also in the fallback', () => {
    const wishlist = [makeItem('9', { type: 'nuevos' }), makeItem('0', { type: 'nuevos' })];
    expect(ids(recommendFor(wishlist, catalogue))).toEqual(['1', '4', '5', '6', '7']);
  });

  it('never suggests a product out of stock, also in the fallback', () => {
    const soldOut = catalogue.map((p) => (['1', '5', '4'].includes(p.id) ? { ...p, inStock: false } : p));
    expect(ids(recommendFor([makeItem('0', { type: 'salados' })], soldOut))).toEqual(['6', '7', '8']);
    expect(ids(recommendFor([makeItem('9', { type: 'nuevos' })], soldOut))).toEqual(['0', '6', '7', '8']);
  });

  it('returns [] when nothing qualifies', () => {
    expect(recommendFor([makeItem('a')], [])).toEqual([]);
    expect(recommendFor([], [product('x', 'dulces', 500)])).toEqual([]);
  });
});
