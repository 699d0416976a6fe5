import { z } from 'zod';
import { CATEGORIES } from './constants';
import { leadTimeHoursSchema } from './delivery';
import { allergenListSchema, nutritionSchema } from './nutrition';
import { isoInstant, requiredText, VALIDATION_KEYS } from './validation';
import { dealDiscountSchema } from './product';

/*
 * The back office's product form. Prices are whole Argentine pesos
 * (the products table stores integers), discounts whole percents 1..90 or none.
 */

/** Largest accepted price in ARS whole pesos (a typo guard, not a business rule). */
export const MAX_PRICE_ARS = 10_000_000;

/** A URL slug: lower-case letters, digits and single hyphens. */
export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: VALIDATION_KEYS.slug })
  .max(120, { error: VALIDATION_KEYS.tooLong });

/** An ingredient list: trimmed, up to 1000 characters, may be empty. */
const ingredientsText = z
  .string({ error: VALIDATION_KEYS.tooLong })
  .trim()
  .max(1000, { error: VALIDATION_KEYS.tooLong });

/** All the editable fields of a product; POST creates with all, PATCH takes any subset. */
export const adminProductSchema = z.object({
  slug: slugSchema.optional(),
  category: z.enum(CATEGORIES, { error: VALIDATION_KEYS.required }),
  priceArs: z
    .number({ error: VALIDATION_KEYS.price })
    .int({ error: VALIDATION_KEYS.price })
    .min(1, { error: VALIDATION_KEYS.price })
    .max(MAX_PRICE_ARS, { error: VALIDATION_KEYS.price }),
  discountPercent: z
    .number({ error: VALIDATION_KEYS.discount })
    .int({ error: VALIDATION_KEYS.discount })
    .min(1, { error: VALIDATION_KEYS.discount })
    .max(90, { error: VALIDATION_KEYS.discount })
    .nullable()
    .default(null),
  isNew: z.boolean().default(false),
  inStock: z.boolean().default(true),
  hidden: z.boolean().default(false),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
  /** Hours this product needs before delivery when longer than the shop's; 0: the shop's. */
  leadTimeHours: leadTimeHoursSchema.default(0),
  titleEs: requiredText(120),
  titleEn: requiredText(120),
  detailsEs: requiredText(2000),
  detailsEn: requiredText(2000),
  imageAltEs: requiredText(200),
  imageAltEn: requiredText(200),
  /** Nutrition facts; null until the owner enters them. */
  nutrition: nutritionSchema.nullable().default(null),
  /** Ingredients in each language; '' when not given. */
  ingredientsEs: ingredientsText.default(''),
  ingredientsEn: ingredientsText.default(''),
  /** Declared allergens; null = not declared yet, [] = declared none. */
  allergens: allergenListSchema.nullable().default(null),
});
export type AdminProductInput = z.input<typeof adminProductSchema>;
/** A checked product body, as POST /api/admin/products takes it (defaults filled in). */
export type AdminProductData = z.output<typeof adminProductSchema>;

/** PATCH body: any subset of the fields, none defaulted. */
export const adminProductPatchSchema = adminProductSchema
  .extend({
    discountPercent: adminProductSchema.shape.discountPercent.removeDefault(),
    isNew: z.boolean(),
    inStock: z.boolean(),
    hidden: z.boolean(),
    sortOrder: z.number().int().min(0).max(100_000),
    leadTimeHours: leadTimeHoursSchema,
    nutrition: nutritionSchema.nullable(),
    ingredientsEs: ingredientsText,
    ingredientsEn: ingredientsText,
    allergens: allergenListSchema.nullable(),
  })
  .partial()
  .strict();

/** Largest product id: products.id is a PostgreSQL integer (a larger id must be a 4xx, not a database error). */
export const PRODUCT_ID_MAX = 2_147_483_647;

/** The featured deal: a product and an end time; null = rolling to the next Argentine midnight. */
export const adminDealSchema = z.object({
  productId: z
    .number({ error: VALIDATION_KEYS.unknownProduct })
    .int({ error: VALIDATION_KEYS.unknownProduct })
    .min(0, { error: VALIDATION_KEYS.unknownProduct })
    .max(PRODUCT_ID_MAX, { error: VALIDATION_KEYS.unknownProduct }),
  endsAt: isoInstant().nullable(),
  /** The deal's discount (docs/decisions/0029); null or absent: featured without a discount. */
  discount: dealDiscountSchema.nullable().default(null),
});

/** A slug from a title: accents dropped, lower case, non-alphanumerics as single hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** Largest product image upload in bytes (images uploaded from the browser). */
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Smallest accepted side in px: the shop serves 400 and 800 px squares (IMAGE_WIDTHS). */
export const PRODUCT_IMAGE_MIN_PX = 400;
/** Upload types accepted, read from the file's bytes (never its name or declared type). */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** PUT /api/admin/products/:id/images: a new order of the product's current image base paths. */
export const adminImageOrderSchema = z.object({
  images: z.array(z.string().min(1).max(300)).min(1).max(4),
});
