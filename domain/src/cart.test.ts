import { describe, expect, it } from 'vitest';
import {
  addToCart,
  addUnitsToCart,
  cartCount,
  cartTotal,
  clearCart,
  decreaseQuantity,
  increaseQuantity,
  MAX_LINE_QUANTITY,
  moveAllOutcome,
  moveAllToCart,
  parseStoredCart,
  quantityInCart,
  removeFromCart,
  restoreLines,
  type CartLine,
  toggleCartItem,
} from './cart';
import { toLineItem } from './line-item';
import { makeItem, makeLine, makeProduct } from './test-support';

describe('addToCart', () => {
  it('adds a new item with quantity 1', () => {
    expect(addToCart([], makeItem('a'))).toEqual([makeLine('a', 1)]);
  });

  it('adds a new item with quantity 1 even when a larger amount is given', () => {
    expect(addToCart([], makeItem('a'), 5)).toEqual([makeLine('a', 1)]);
  });

  it('increases an existing line by the given amount', () => {
    expect(addToCart([makeLine('a', 2)], makeItem('a'), 3)).toEqual([makeLine('a', 5)]);
    expect(addToCart([makeLine('a', 2)], makeItem('a'))).toEqual([makeLine('a', 3)]);
  });

  it('counts a given 0 as 1 for an existing line', () => {
    expect(addToCart([makeLine('a', 2)], makeItem('a'), 0)).toEqual([makeLine('a', 3)]);
  });

  it('never decreases through add: negative and NaN amounts count as 1', () => {
    expect(addToCart([makeLine('a', 2)], makeItem('a'), -4)).toEqual([makeLine('a', 3)]);
    expect(addToCart([makeLine('a', 2)], makeItem('a'), Number.NaN)).toEqual([makeLine('a', 3)]);
  });

  it('caps the quantity at MAX_LINE_QUANTITY', () => {
    expect(addToCart([makeLine('a', 98)], makeItem('a'), 10)).toEqual([makeLine('a', MAX_LINE_QUANTITY)]);
  });

  it('keeps other lines and their order, and does not mutate the input', () => {
    const lines = [makeLine('a', 1), makeLine('b', 2)];
    const snapshot = JSON.parse(JSON.stringify(lines)) as typeof lines;
    const next = addToCart(lines, makeItem('c'));
    expect(next.map((line) => line.id)).toEqual(['a', 'b', 'c']);
    expect(lines).toEqual(snapshot);
    expect(addToCart(lines, makeItem('b'))).not.toBe(lines);
  });
});

describe('addUnitsToCart (product page, decision 0019)', () => {
  it('starts a new line at the chosen quantity and grows an existing one by it, up to the cap', () => {
    const added = addUnitsToCart([], makeItem('1'), 3);
    expect(added).toEqual([{ ...makeItem('1'), quantity: 3 }]);
    expect(addUnitsToCart(added, makeItem('1'), 2)[0]?.quantity).toBe(5);
    expect(addUnitsToCart(added, makeItem('1'), 500)[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(addUnitsToCart([], makeItem('1'), 500)[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('counts a quantity below 1 or not whole as 1', () => {
    for (const odd of [0, -2, Number.NaN, 2.5]) {
      expect(addUnitsToCart([], makeItem('1'), odd)[0]?.quantity, String(odd)).toBe(odd === 2.5 ? 2 : 1);
    }
  });
});

describe('remove, increase, decrease, clear', () => {
  const lines = [makeLine('a', 1), makeLine('b', 3)];

  it('removes by id and ignores unknown ids', () => {
    expect(removeFromCart(lines, 'a')).toEqual([makeLine('b', 3)]);
    expect(removeFromCart(lines, 'zz')).toEqual(lines);
  });

  it('increases by one and stops at the maximum', () => {
    expect(increaseQuantity(lines, 'a')).toEqual([makeLine('a', 2), makeLine('b', 3)]);
    expect(increaseQuantity([makeLine('a', MAX_LINE_QUANTITY)], 'a')).toEqual([
      makeLine('a', MAX_LINE_QUANTITY),
    ]);
    expect(increaseQuantity(lines, 'zz')).toEqual(lines);
  });

  it('decreases by one and removes a line at quantity 1', () => {
    expect(decreaseQuantity(lines, 'b')).toEqual([makeLine('a', 1), makeLine('b', 2)]);
    expect(decreaseQuantity(lines, 'a')).toEqual([makeLine('b', 3)]);
    expect(decreaseQuantity(lines, 'zz')).toEqual(lines);
  });

  it('clears the cart', () => {
    expect(clearCart()).toEqual([]);
  });

  it('never mutates the input', () => {
    const snapshot = JSON.parse(JSON.stringify(lines)) as typeof lines;
    increaseQuantity(lines, 'a');
    decreaseQuantity(lines, 'b');
    removeFromCart(lines, 'a');
    expect(lines).toEqual(snapshot);
  });
});

describe('toggleCartItem and quantityInCart', () => {
  it('adds an absent item with quantity 1', () => {
    const next = toggleCartItem([makeLine('a', 4)], makeItem('b'));
    expect(next).toEqual([makeLine('a', 4), makeLine('b', 1)]);
    expect(quantityInCart(next, 'b')).toBe(1);
  });

  it('removes a present item whatever its quantity, so the card reads 0', () => {
    const next = toggleCartItem([makeLine('a', 4), makeLine('b', 1)], makeItem('a'));
    expect(next).toEqual([makeLine('b', 1)]);
    expect(quantityInCart(next, 'a')).toBe(0);
  });

  it('reads 0 for an absent id', () => {
    expect(quantityInCart([], 'a')).toBe(0);
  });
});

describe('cartCount and cartTotal', () => {
  it('sums quantities and prices in ARS whole pesos', () => {
    const lines = [
      makeLine('a', 2, { price: 4000 }),
      makeLine('b', 1, { price: 25000 }),
      makeLine('c', 3, { price: 1800 }),
    ];
    expect(cartCount(lines)).toBe(6);
    expect(cartTotal(lines)).toBe(8000 + 25000 + 5400);
    expect(cartCount([])).toBe(0);
    expect(cartTotal([])).toBe(0);
  });
});

describe('moveAllToCart and moveAllOutcome', () => {
  it('adds only wishlist items not already in the cart, with quantity 1', () => {
    const cart = [makeLine('a', 3)];
    const result = moveAllToCart(cart, [makeItem('a'), makeItem('b'), makeItem('c')]);
    expect(result).toEqual({ lines: [makeLine('a', 3), makeLine('b', 1), makeLine('c', 1)], moved: true });
    expect(cart).toEqual([makeLine('a', 3)]);
  });

  it('reports moved false when nothing is added', () => {
    expect(moveAllToCart([makeLine('a', 1)], [makeItem('a')])).toEqual({
      lines: [makeLine('a', 1)],
      moved: false,
    });
    expect(moveAllToCart([], [])).toEqual({ lines: [], moved: false });
  });

  it('does not add the same id twice from a wishlist with duplicates', () => {
    expect(moveAllToCart([], [makeItem('a'), makeItem('a')]).lines).toEqual([makeLine('a', 1)]);
  });

  it('picks the snackbar for each case', () => {
    expect(moveAllOutcome([], [makeLine('a', 1)])).toBe('empty');
    expect(moveAllOutcome([], [])).toBe('empty');
    expect(moveAllOutcome([makeItem('a'), makeItem('b')], [makeLine('a', 1)])).toBe('moved');
    expect(moveAllOutcome([makeItem('a')], [])).toBe('moved');
    expect(moveAllOutcome([makeItem('a')], [makeLine('a', 2)])).toBe('alreadyInCart');
  });
});

describe('parseStoredCart', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a boolean', true],
    ['an object', { cartItems: [makeLine('a', 1)] }],
    ['a plain string', 'hola'],
    ['the string "null"', 'null'],
    ['a broken JSON string', '[{"id":'],
    ['an empty array', []],
  ])('gives [] for %s', (_label, raw) => {
    expect(parseStoredCart(raw)).toEqual([]);
  });

  it('drops junk entries and keeps the valid ones in order', () => {
    const raw = [
      null,
      7,
      'x',
      [],
      {},
      makeLine('a', 2),
      { ...makeLine('b', 1), quantity: -1 },
      { ...makeLine('c', 1), quantity: 0 },
      { ...makeLine('d', 1), quantity: 1.5 },
      { ...makeLine('e', 1), quantity: 100 },
      { ...makeLine('f', 1), quantity: '2' },
      { ...makeLine('g', 1), price: -10 },
      { ...makeLine('h', 1), price: '4000' },
      { ...makeLine('i', 1), type: 'Salados' },
      { ...makeLine('j', 1), id: '' },
      { ...makeLine('k', 1), id: 11 },
      { id: 'l', quantity: 1 },
      makeLine('m', 99),
    ];
    expect(parseStoredCart(raw)).toEqual([makeLine('a', 2), makeLine('m', 99)]);
  });

  it('strips unknown fields such as the old product flags', () => {
    expect(parseStoredCart([{ ...makeLine('a', 1), stars: 4, rates: 10, state: true }])).toEqual([
      makeLine('a', 1),
    ]);
  });

  it('merges duplicate ids by adding quantities, capped at the maximum', () => {
    expect(parseStoredCart([makeLine('a', 2), makeLine('b', 1), makeLine('a', 3)])).toEqual([
      makeLine('a', 5),
      makeLine('b', 1),
    ]);
    expect(parseStoredCart([makeLine('a', 60), makeLine('a', 60)])).toEqual([
      makeLine('a', MAX_LINE_QUANTITY),
    ]);
  });

  it('accepts the stored JSON string as well as the parsed value', () => {
    expect(parseStoredCart(JSON.stringify([makeLine('a', 2)]))).toEqual([makeLine('a', 2)]);
  });

  it('round-trips what the cart functions produce', () => {
    const lines = addToCart(addToCart([], makeItem('a')), makeItem('a'), 98);
    expect(parseStoredCart(JSON.parse(JSON.stringify(lines)))).toEqual(lines);
  });
});

describe('toLineItem', () => {
  it('maps a product to the stored line fields', () => {
    const product = makeProduct({
      id: '12',
      category: 'dulces',
      title: 'Torta',
      price: 25000,
      details: 'Rica',
    });
    expect(toLineItem(product)).toEqual({
      id: '12',
      type: 'dulces',
      title: 'Torta',
      price: 25000,
      imageSrc: '/images/products/12-1',
      description: 'Rica',
    });
    expect(addToCart([], toLineItem(product))).toEqual([{ ...toLineItem(product), quantity: 1 }]);
  });
});

describe('restoreLines', () => {
  const line = (id: string, quantity: number, price = 1000): CartLine => ({
    id,
    type: 'dulces',
    title: `P${id}`,
    price,
    imageSrc: '',
    description: '',
    quantity,
  });
  it('takes the larger quantity and the catalogue’s fields of each restored line, and adds the missing ones at the end', () => {
    expect(restoreLines([line('1', 1), line('2', 5)], [line('2', 3, 1200), line('3', 2)])).toEqual([
      line('1', 1),
      line('2', 5, 1200),
      line('3', 2),
    ]);
  });
  it('restoring twice adds nothing more', () => {
    const once = restoreLines([], [line('1', 2)]);
    expect(restoreLines(once, [line('1', 2)])).toEqual(once);
  });
});
