// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { LineItem } from '@shop/domain';
import { flushWrites } from '../../lib/after-paint.ts';
import { useWishlistStore } from './wishlist-store.ts';
import { wishlistProducts } from './wishlist-products.ts';

const item = (id: string): LineItem => ({
  id,
  type: 'dulces',
  title: `P${id}`,
  price: 500,
  imageSrc: `/i/${id}`,
  description: '',
});

describe('useWishlistStore', () => {
  beforeEach(() => {
    localStorage.clear();
    useWishlistStore.setState({ items: [] });
  });

  it('adds once, toggles, removes and persists a plain list under wishlistItems', () => {
    const list = useWishlistStore.getState();
    list.add(item('1'));
    list.add(item('1'));
    list.toggle(item('2'));
    expect(useWishlistStore.getState().has('2')).toBe(true);
    list.toggle(item('2'));
    flushWrites();
    expect(JSON.parse(localStorage.getItem('wishlistItems') ?? 'null')).toEqual([item('1')]);
    list.remove('1');
    expect(useWishlistStore.getState().items).toEqual([]);
  });

  it('ignores corrupt stored data', async () => {
    localStorage.setItem('wishlistItems', '42');
    await useWishlistStore.persist.rehydrate();
    expect(useWishlistStore.getState().items).toEqual([]);
  });

  it('shows saved items that the catalogue does not know', () => {
    const [product] = wishlistProducts([item('3')], []);
    expect(product).toMatchObject({
      id: '3',
      slug: '3',
      title: 'P3',
      price: 500,
      images: ['/i/3'],
      category: 'dulces',
    });
  });
});
