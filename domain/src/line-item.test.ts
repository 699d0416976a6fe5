import { describe, expect, it } from 'vitest';
import { readLineItem, refreshFromCatalog } from './line-item';
import { makeLine, makeProduct } from './test-support';

describe('refreshFromCatalog', () => {
  it('takes title and price of known products from the catalogue and keeps the quantity', () => {
    const lines = [makeLine('1', 3, { title: 'Pan de semillas', price: 4000 }), makeLine('2', 1)];
    const products = [makeProduct({ id: '1', title: 'Seed bread', price: 3600 })];
    const refreshed = refreshFromCatalog(lines, products);
    expect(refreshed[0]).toMatchObject({ id: '1', title: 'Seed bread', price: 3600, quantity: 3 });
    expect(refreshed[1]).toBe(lines[1]);
  });

  it('returns the very same array when nothing changed', () => {
    const product = makeProduct({ id: '7' });
    const lines = refreshFromCatalog([makeLine('7', 2)], [product]);
    expect(refreshFromCatalog(lines, [product])).toBe(lines);
  });

  it('keeps items whose product is not in the catalogue data', () => {
    const lines = [makeLine('99', 1)];
    expect(refreshFromCatalog(lines, [makeProduct({ id: '1' })])).toBe(lines);
  });
});

describe('readLineItem', () => {
  it('keeps only the known fields', () => {
    const item = readLineItem({
      id: '1',
      type: 'dulces',
      title: 't',
      price: 10,
      imageSrc: '/i',
      description: 'd',
      extra: 1,
    });
    expect(item).toEqual({
      id: '1',
      type: 'dulces',
      title: 't',
      price: 10,
      imageSrc: '/i',
      description: 'd',
    });
  });

  it.each([
    null,
    'x',
    5,
    { id: '', type: 'dulces' },
    { id: '1', type: 'otros', title: 't', price: 1, imageSrc: '', description: '' },
  ])('refuses %j', (value) => {
    expect(readLineItem(value)).toBeUndefined();
  });
});
