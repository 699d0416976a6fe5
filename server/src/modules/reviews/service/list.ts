/**
 * A product's visible reviews for the shop (hidden and pending ones stay out): one page, newest
 * first, with the author's shown name and whether they received the product. Knows nothing of HTTP: an unknown or hidden product throws
 * product_not_found (404).
 */
import { type ProductReview, type ProductReviewList } from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import { reviewError } from '../errors.ts';
import type { Lang } from '../../../lib/lang.ts';
import { readProductReviews } from '../store.ts';
import { findVisibleProductId } from './write.ts';

const ANONYMOUS: Record<Lang, string> = { es: 'Cliente', en: 'Customer' };

/**
 * The name shown for a review's author: the username when set, else the first word of the
 * account's name, else "Cliente"/"Customer". Anything holding an "@" is left out, so an e-mail
 * (Google accounts may carry one as their name) never shows.
 */
export function reviewAuthor(username: string | null, name: string | null, lang: Lang): string {
  const candidates = [username?.trim(), name?.trim().split(/\s+/)[0]];
  return candidates.find((c): c is string => Boolean(c) && !c!.includes('@')) ?? ANONYMOUS[lang];
}

/**
 * One page of a product's reviews, newest first (ties by author id, so pages do not overlap);
 * with `viewerId`, that shopper's own review too while it waits for approval (`ownPending`).
 */
export async function listProductReviews(
  db: Db,
  productId: number,
  page: { limit: number; offset: number },
  lang: Lang,
  viewerId?: string,
): Promise<ProductReviewList> {
  const { rows, total, own } = await readProductReviews(db, productId, page, viewerId);
  const items = rows.map((row): ProductReview => ({
    author: reviewAuthor(row.username, row.name, lang),
    stars: row.halfStars / 2,
    text: row.text,
    date: row.updatedAt.toISOString(),
    verified: row.verified,
  }));
  const ownPending = own
    ? { stars: own.halfStars / 2, text: own.text, date: own.updatedAt.toISOString() }
    : undefined;
  return { items, total, ...(ownPending ? { ownPending } : {}) };
}

/**
 * The page `page` of the reviews of the visible product `idOrSlug`.
 * @throws ShopError 404 product_not_found when no visible product has that id or slug.
 */
export async function reviewsOfProduct(
  db: Db,
  idOrSlug: string,
  page: { limit: number; offset: number },
  lang: Lang,
  viewerId?: string,
): Promise<ProductReviewList> {
  const productId = await findVisibleProductId(db, idOrSlug);
  if (productId === undefined) throw reviewError('product_not_found');
  return listProductReviews(db, productId, page, lang, viewerId);
}
