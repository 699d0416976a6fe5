/**
 * An order's lines priced by the server: the browser's prices are never stored; every unit price
 * is read from the catalogue in the database at the moment of the order.
 */
import {
  dealDiscountAt,
  dealUnitPrice,
  discountedPrice,
  MAX_LINE_QUANTITY,
  VALIDATION_KEYS,
  type Lang,
  type OrderRequest,
} from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import { readDeal, readListedProductsByIds } from '../../catalog/index.ts';
import { mergeQuantities, unknownProductFields } from '../../../lib/cart-lines.ts';
import { orderError } from '../errors.ts';

export interface PricedLine {
  productId: number;
  /** Title in the order's language. */
  title: string;
  /** Both titles as sold. */
  titleEs: string;
  titleEn: string;
  unitPrice: number;
  quantity: number;
  /** The product's own lead time, hours. */
  leadTimeHours: number;
}

/**
 * Prices the requested lines from the database: equal ids are merged, products not in the shop (hidden, no image) and unknown ones refused.
 * @throws ShopError 400 `unknown_product` (fields `items.N.id`) or `too_many_units` (a merged quantity over 99).
 */
export async function priceLines(
  db: Db,
  request: Pick<OrderRequest, 'items'>,
  lang: Lang,
): Promise<PricedLine[]> {
  const ids = [...new Set(request.items.map((i) => Number(i.id)))];
  // The deal's discount while it runs (docs/decisions/0029): the same price the catalogue shows.
  const dealRow = await readDeal(db);
  const now = new Date();
  const rows = await readListedProductsByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const unknown = unknownProductFields(request.items, (id) => byId.has(id));
  if (Object.keys(unknown).length > 0) throw orderError('unknown_product', unknown);

  return [...mergeQuantities(request.items)].map(([id, quantity]) => {
    if (quantity > MAX_LINE_QUANTITY) throw orderError('too_many_units', { items: VALIDATION_KEYS.quantity });
    const row = byId.get(id)!;
    return {
      productId: id,
      title: lang === 'en' ? row.titleEn : row.titleEs,
      titleEs: row.titleEs,
      titleEn: row.titleEn,
      unitPrice: (() => {
        const discount = dealDiscountAt(dealRow, id, now);
        return discount
          ? dealUnitPrice(row.priceArs, row.discountPercent, discount)
          : discountedPrice(row.priceArs, row.discountPercent);
      })(),
      quantity,
      leadTimeHours: row.leadTimeHours,
    };
  });
}
