/**
 * A signed-in shopper's cart and wishlist kept on the account (docs/decisions/0023-saved-carts.md):
 * one row per (account, list, product) with its quantity (wishlist lines are 1). A removed line is
 * deleted; `addedAt` keeps the order lines were first added, `updatedAt` the last change of each.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth-schema.ts';
import { products } from './schema.ts';

export const savedListLines = pgTable(
  'saved_list_lines',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list', { enum: ['cart', 'wishlist'] }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.list, t.productId] }),
    check('saved_list_lines_list_check', sql`${t.list} in ('cart', 'wishlist')`),
    check('saved_list_lines_quantity_check', sql`${t.quantity} between 1 and 99`),
    index('saved_list_lines_updated_idx').on(t.list, t.updatedAt),
  ],
);

export type SavedListLineRow = typeof savedListLines.$inferSelect;
