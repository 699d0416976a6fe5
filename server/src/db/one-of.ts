/**
 * Check constraints written from the domain's lists of codes (ORDER_STATUSES, PAYMENT_METHODS...),
 * so a status is spelled once, in @shop/domain, for the database, the server and the web app. The
 * SQL is the same text drizzle-kit saw when the lists were written here by hand: adding a code to a
 * domain list makes `npm run db:generate` write the migration that widens the check.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `column in ('a', 'b', ...)` for `values` (codes of letters, digits and underscores only). */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  for (const value of values) {
    if (!/^[a-z0-9_]+$/.test(value)) throw new Error(`oneOf: "${value}" is not a plain code`);
  }
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}
