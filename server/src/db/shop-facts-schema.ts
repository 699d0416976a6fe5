/**
 * The shop's facts as the owner saved them on "Datos de la tienda" (docs/decisions/
 * 0028-shop-facts-in-the-database.md). One row, id = 1, absent until the first save: until then
 * the environment's SHOP_* values are the facts. `version` grows with every save so each process
 * can tell its copy is old.
 */
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { ShopFacts } from '@shop/domain';

export const shopFacts = pgTable('shop_facts', {
  id: integer('id').primaryKey().default(1),
  facts: jsonb('facts').$type<ShopFacts>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
