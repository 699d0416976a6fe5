import { z } from 'zod';
import { CATEGORIES, LANGS } from './constants';
import { MAX_LINE_QUANTITY } from './cart';

/*
 * A signed-in shopper's cart and wishlist kept on the account (GET/PATCH /api/cart, /api/wishlist
 * and their /merge), so another device shows the same lists. The browser's `cartItems` and
 * `wishlistItems` stay the copy the pages read (SPEC.md section 3); these calls keep the account's
 * copy level with it. Quantities are absolute, never deltas: a request sent twice changes nothing
 * more, and two devices changing different lines both keep their change (the last write of each
 * line wins). Prices and titles in the answers are always the catalogue's.
 */

/** The two lists an account keeps. */
export const SAVED_LISTS = ['cart', 'wishlist'] as const;
export type SavedListKind = (typeof SAVED_LISTS)[number];

/** Most lines one request may change or merge (a cart holds far fewer products). */
export const SAVED_LIST_MAX_LINES = 100;

const productId = z.string().regex(/^\d{1,9}$/).describe('Numeric product id');

/** PATCH body: lines to set, each to an absolute quantity (0 removes the line; a wishlist line is 0 or 1). */
export const savedListPatchSchema = z
  .object({
    set: z
      .array(z.object({ productId, quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY) }).strict())
      .min(1)
      .max(SAVED_LIST_MAX_LINES),
  })
  .strict();
export type SavedListPatch = z.infer<typeof savedListPatchSchema>;

/** POST /merge body: a guest's lines, added to the account's (quantities summed, capped at MAX_LINE_QUANTITY). */
export const savedListMergeSchema = z
  .object({
    lines: z
      .array(z.object({ productId, quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) }).strict())
      .max(SAVED_LIST_MAX_LINES),
  })
  .strict();
export type SavedListMerge = z.infer<typeof savedListMergeSchema>;

/** Query of every saved-list call: the language of the lines' titles and descriptions. */
export const savedListQuerySchema = z.object({ lang: z.enum(LANGS).default('es') }).strict();

/** One line as the account keeps it, with the catalogue's product fields (a LineItem) in the asked language. */
export const savedListLineSchema = z.object({
  id: z.string(),
  type: z.enum(CATEGORIES),
  title: z.string(),
  price: z.number().int().nonnegative().describe('ARS, whole pesos, after discount'),
  imageSrc: z.string(),
  description: z.string(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
export type SavedListLine = z.infer<typeof savedListLineSchema>;

/** Every answer: the account's whole list, in the order its lines were first added. Lines of products no longer listed are left out. */
export const savedListSchema = z.object({ lines: z.array(savedListLineSchema) });
export type SavedList = z.infer<typeof savedListSchema>;
