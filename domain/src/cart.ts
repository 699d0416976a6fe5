import { readLineItem, type LineItem } from './line-item';
import { sumLines } from './money';
import { parseStoredList } from './stored-list';

/*
 * The cart's rules. Every function is pure and returns a new array so the web
 * store (zustand) can detect changes by reference.
 */

/** Most units of one product a cart line can hold; increases stop here. */
export const MAX_LINE_QUANTITY = 99;

/** One cart line: product fields plus quantity 1..MAX_LINE_QUANTITY. */
export interface CartLine extends LineItem {
  quantity: number;
}

/** Reads a CartLine out of untrusted data: a valid LineItem with an integer quantity 1..99. */
function readCartLine(value: unknown): CartLine | undefined {
  const item = readLineItem(value);
  const quantity = (value as { quantity?: unknown } | null)?.quantity;
  if (!item || typeof quantity !== 'number' || !Number.isInteger(quantity)) return undefined;
  if (quantity < 1 || quantity > MAX_LINE_QUANTITY) return undefined;
  return { ...item, quantity };
}

function withQuantity(line: CartLine, quantity: number): CartLine {
  return { ...line, quantity: Math.min(quantity, MAX_LINE_QUANTITY) };
}

/**
 * Adds a product. If the id is already in the cart its quantity grows by `quantity` (0, negative or
 * non-numeric amounts count as 1; capped at MAX_LINE_QUANTITY). Otherwise the item is added with
 * quantity 1 whatever `quantity` says (the product page, whose new line starts at the chosen
 * quantity, uses `addUnitsToCart`).
 * @returns a new array of lines.
 */
export function addToCart(lines: readonly CartLine[], item: LineItem, quantity = 1): CartLine[] {
  const step = Number.isFinite(quantity) && quantity >= 1 ? Math.floor(quantity) : 1;
  if (!lines.some((line) => line.id === item.id)) {
    return [...lines, { ...item, quantity: 1 }];
  }
  return lines.map((line) => (line.id === item.id ? withQuantity(line, line.quantity + step) : line));
}

/**
 * Adds `quantity` units of a product as the product page does (decision 0019): a new line
 * starts at `quantity`, unlike `addToCart`, and an existing one grows by it.
 * Amounts below 1 or not a number count as 1, fractions are cut; capped at MAX_LINE_QUANTITY.
 * @returns a new array of lines.
 */
export function addUnitsToCart(lines: readonly CartLine[], item: LineItem, quantity: number): CartLine[] {
  const units = Number.isFinite(quantity) && quantity >= 1 ? Math.floor(quantity) : 1;
  const current = quantityInCart(lines, item.id);
  if (current === 0) return [...lines, withQuantity({ ...item, quantity: 0 }, units)];
  return lines.map((line) => (line.id === item.id ? withQuantity(line, current + units) : line));
}

/** Removes the line with `id`. @returns a new array; unchanged content if absent. */
export function removeFromCart(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

/** Adds one unit to the line with `id`, stopping at MAX_LINE_QUANTITY. @returns a new array. */
export function increaseQuantity(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.map((line) => (line.id === id ? withQuantity(line, line.quantity + 1) : line));
}

/** Takes one unit off the line with `id`; a line at quantity 1 is removed. @returns a new array. */
export function decreaseQuantity(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.flatMap((line) => {
    if (line.id !== id) return [line];
    return line.quantity <= 1 ? [] : [{ ...line, quantity: line.quantity - 1 }];
  });
}

/**
 * Puts a reminded cart back (a reminder's restore link, docs/decisions/0023-saved-carts.md): each
 * restored line takes the catalogue's fields it comes with and the larger of the two quantities, so
 * opening the link twice, or on a device that already holds the cart, adds nothing twice; lines only
 * in `lines` stay. @returns a new array: the existing lines in their order, then the new ones.
 */
export function restoreLines(lines: readonly CartLine[], restored: readonly CartLine[]): CartLine[] {
  const byId = new Map(restored.map((line) => [line.id, line]));
  const kept = lines.map((line) => {
    const back = byId.get(line.id);
    return back ? withQuantity(back, Math.max(line.quantity, back.quantity)) : line;
  });
  const known = new Set(lines.map((line) => line.id));
  return [
    ...kept,
    ...restored.filter((line) => !known.has(line.id)).map((line) => withQuantity(line, line.quantity)),
  ];
}

/** An empty cart ("Clear cart"; also after a sent order). */
export function clearCart(): CartLine[] {
  return [];
}

/**
 * Product card toggle: removes the item if it is in the cart, otherwise adds it with quantity 1.
 * @returns a new array.
 */
export function toggleCartItem(lines: readonly CartLine[], item: LineItem): CartLine[] {
  return lines.some((line) => line.id === item.id)
    ? removeFromCart(lines, item.id)
    : [...lines, { ...item, quantity: 1 }];
}

/** Units of `id` in the cart, 0 if absent: what a card reads on load. */
export function quantityInCart(lines: readonly CartLine[], id: string): number {
  return lines.find((line) => line.id === id)?.quantity ?? 0;
}

/** Total units in the cart, for the header badge. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

/**
 * Cart total in ARS whole pesos, shipping excluded.
 * @throws RangeError if a line holds a non-whole price (see `lineTotal`).
 */
export function cartTotal(lines: readonly CartLine[]): number {
  return sumLines(lines.map((line) => ({ unitPrice: line.price, quantity: line.quantity })));
}

/**
 * Moves every wishlist item not yet in the cart into it with quantity 1.
 * The wishlist itself is not changed.
 * @returns the new lines, and `moved: false` when nothing was added.
 */
export function moveAllToCart(
  cart: readonly CartLine[],
  wishlist: readonly LineItem[],
): { lines: CartLine[]; moved: boolean } {
  const lines = [...cart];
  const inCart = new Set(cart.map((line) => line.id));
  for (const item of wishlist) {
    if (inCart.has(item.id)) continue;
    lines.push({ ...item, quantity: 1 });
    inCart.add(item.id);
  }
  return { lines, moved: lines.length > cart.length };
}

/**
 * Which snackbar "move all to bag" shows: 'empty' when the wishlist has nothing, 'moved' when at
 * least one item would be added, 'alreadyInCart' otherwise. Call it with the state before moving.
 */
export function moveAllOutcome(
  wishlist: readonly LineItem[],
  cart: readonly CartLine[],
): 'empty' | 'moved' | 'alreadyInCart' {
  if (wishlist.length === 0) return 'empty';
  const inCart = new Set(cart.map((line) => line.id));
  return wishlist.some((item) => !inCart.has(item.id)) ? 'moved' : 'alreadyInCart';
}

/**
 * Reads the saved cart (localStorage key STORAGE_KEYS.cart). Never throws.
 * @param raw the parsed JSON, or the stored string itself.
 * @returns valid lines only: a non-array gives [], invalid entries (bad quantity, price, category,
 *   missing fields) are dropped, extra fields stripped, and duplicate ids merged by adding their
 *   quantities up to MAX_LINE_QUANTITY.
 */
export function parseStoredCart(raw: unknown): CartLine[] {
  return parseStoredList(raw, readCartLine, (kept, duplicate) =>
    withQuantity(kept, kept.quantity + duplicate.quantity),
  );
}
