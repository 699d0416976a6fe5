/**
 * Database schema (PostgreSQL dialect, shared by PGlite and node-postgres).
 * Prices are whole Argentine pesos (ARS) in integers; times are timestamptz (UTC).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CATEGORIES, type Allergen, type DealDiscount, type Nutrition } from '@shop/domain';
import { oneOf } from './one-of.ts';

export const products = pgTable(
  'products',
  {
    // Seeded ids 0..16 are the original shop's product ids; new products continue from 17.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 17 }),
    slug: text('slug').notNull().unique(),
    category: text('category', { enum: CATEGORIES }).notNull(),
    priceArs: integer('price_ars').notNull(),
    discountPercent: integer('discount_percent'),
    isNew: boolean('is_new').notNull().default(false),
    inStock: boolean('in_stock').notNull().default(true),
    hidden: boolean('hidden').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Hours this product needs before delivery (made to order, e.g. the cake); 0: the shop's lead time. */
    leadTimeHours: integer('lead_time_hours').notNull().default(0),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    detailsEs: text('details_es').notNull(),
    detailsEn: text('details_en').notNull(),
    imageAltEs: text('image_alt_es').notNull(),
    imageAltEn: text('image_alt_en').notNull(),
    /** Image base paths without width and extension, e.g. "/images/products/0-1". */
    images: jsonb('images').$type<string[]>().notNull(),
    /** Nutrition facts, domain `Nutrition` checked by its zod schema before storing; null until entered. */
    nutrition: jsonb('nutrition').$type<Nutrition>(),
    ingredientsEs: text('ingredients_es').notNull().default(''),
    ingredientsEn: text('ingredients_en').notNull().default(''),
    /** Declared allergen keys (domain ALLERGENS); null = not declared yet, [] = none. */
    allergens: jsonb('allergens').$type<Allergen[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_category_check', oneOf(t.category, CATEGORIES)),
    check('products_price_positive', sql`${t.priceArs} > 0`),
    check('products_lead_time_range', sql`${t.leadTimeHours} between 0 and 720`),
    check(
      'products_discount_range',
      sql`${t.discountPercent} is null or (${t.discountPercent} between 1 and 90)`,
    ),
    index('products_listing_idx').on(t.hidden, t.sortOrder, t.id),
  ],
);

/**
 * Whether a product is in the shop: not hidden and with at least one image (a product made in the
 * back office has none until its first upload). The catalogue, orders and reviews use it.
 */
export const productIsListed = sql`(${products.hidden} = false and jsonb_array_length(${products.images}) > 0)`;

/** The featured "deal of the day" of the home page's deal banner. One row, id = 1. */
export const deal = pgTable('deal', {
  id: integer('id').primaryKey().default(1),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  /** Null means a rolling daily deal that ends at the next midnight in Argentina. */
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** The deal's discount while it lasts (docs/decisions/0029): null = featured only ("Destacado del día"). */
  discount: jsonb('discount').$type<DealDiscount>(),
});

export type ProductRow = typeof products.$inferSelect;

export * from './auth-schema.ts';
export * from './orders-schema.ts';
export * from './coupons-schema.ts';
export * from './delivery-schema.ts';
export * from './mail-schema.ts';
export * from './push-schema.ts';
export * from './jobs-schema.ts';
export * from './withdrawals-schema.ts';
export * from './carts-schema.ts';
export * from './invoices-schema.ts';
export * from './catering-schema.ts';
export * from './shop-facts-schema.ts';
export * from './funnel-schema.ts';
