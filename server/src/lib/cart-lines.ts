/**
 * What an order and a catering request do alike with the lines a shopper sends
 * (`{ id, quantity }[]`, ids as strings): which of them name no listed product, and the units of
 * each product once lines of the same product are added together.
 */
import { VALIDATION_KEYS } from '@shop/domain';

/** `{ 'items.N.id': unknownProduct }` for each line whose product `isListed` refuses; empty when all are. */
export function unknownProductFields(
  items: readonly { id: string }[],
  isListed: (productId: number) => boolean,
): Record<string, string> {
  const fields: Record<string, string> = {};
  items.forEach((item, i) => {
    if (!isListed(Number(item.id))) fields[`items.${i}.id`] = VALIDATION_KEYS.unknownProduct;
  });
  return fields;
}

/** Units per product id, lines of the same product added together, in the order first seen. */
export function mergeQuantities(items: readonly { id: string; quantity: number }[]): Map<number, number> {
  const merged = new Map<number, number>();
  for (const item of items) merged.set(Number(item.id), (merged.get(Number(item.id)) ?? 0) + item.quantity);
  return merged;
}
