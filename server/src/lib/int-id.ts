/**
 * Integer ids in paths (products: `/api/admin/products/:id`...). The column is a PostgreSQL
 * `integer`, so a larger number fails the query itself; anything but 1 to 10 plain digits within
 * PRODUCT_ID_MAX cannot name a row and is treated as "not found".
 */
import { PRODUCT_ID_MAX } from '@shop/domain';

/** The id `raw` names (0..PRODUCT_ID_MAX, digits only: no sign, point, exponent or spaces), else undefined. */
export function parseIntId(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= PRODUCT_ID_MAX ? id : undefined;
}
