/**
 * The reviews module's rules: the public lists, a shopper's review and the owner's moderation.
 *
 * A product's visible reviews for the shop (hidden and pending ones stay out): one page, newest
 * first, with the author's shown name and whether they received the product. Knows nothing of HTTP: an unknown or hidden product throws
 * product_not_found (404).
 */
import { type ProductReview, type ProductReviewList, type Product, type AdminReview } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { reviewError } from './errors.ts';
import type { Lang } from '../../lib/lang.ts';
import {
  readProductReviews,
  readHoldUnverified,
  upsertReview,
  decidePendingReview,
  readAllReviews,
  reviewExists,
  setReviewHidden,
} from './store.ts';
import { loadProductRating, findListedProductId } from '../catalog/index.ts';
import { hasReceivedProduct } from '../orders/index.ts';

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

/*
 * Saving product reviews: one review per customer and product, a new one
 * replaces the old. Stars are kept as half stars (stars × 2) so half steps stay integers.
 */

/**
 * The id of the visible product named by `idOrSlug` (numeric id or slug, as GET
 * /api/products/:idOrSlug takes); undefined when unknown or not in the shop (hidden, or no image yet).
 */
export async function findVisibleProductId(db: Db, idOrSlug: string): Promise<number | undefined> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  if (!byId && !/^[a-z0-9-]{1,200}$/i.test(idOrSlug)) return undefined;
  return findListedProductId(db, byId ? { id: Number(idOrSlug) } : { slug: idOrSlug.toLowerCase() });
}

export interface ReviewToSave {
  userId: string;
  productId: number;
  /** 0.5..5 in half steps (reviewSchema of @shop/domain). */
  stars: number;
  /** Already trimmed and non-empty. */
  text: string;
}

/**
 * Stores the review, replacing the customer's earlier one for the product, and returns the
 * product's new rating `{ average (stars, one decimal), count }`. With `pending` it waits for the
 * owner's approval (also when it replaces a published one: the new text has not been read yet).
 */
export async function saveReview(db: Db, review: ReviewToSave, pending = false): Promise<Product['rating']> {
  const halfStars = Math.round(review.stars * 2);
  const pendingSince = pending ? new Date() : null;
  await upsertReview(db, {
    userId: review.userId,
    productId: review.productId,
    halfStars,
    text: review.text,
    pendingSince,
  });
  return loadProductRating(db, review.productId);
}

/**
 * POST /api/products/:id/reviews's rule: customer `userId` rates the visible product `idOrSlug`
 * (one review per customer; a new one replaces the old), then `refreshStats` reloads only the
 * figures behind ratings and best-selling (product lists and rendered pages are kept). While the
 * owner holds reviews from shoppers who did not receive the product (review_settings), such a
 * review is stored pending: not shown nor counted until approved; a verified purchase publishes at once.
 * @returns the product's new rating and whether the review waits for approval.
 * @throws ShopError 404 product_not_found for unknown and hidden products.
 */
export async function reviewProduct(
  db: Db,
  review: { idOrSlug: string; userId: string; stars: number; text: string },
  refreshStats: () => Promise<void>,
): Promise<{ rating: Product['rating']; pending: boolean }> {
  const productId = await findVisibleProductId(db, review.idOrSlug);
  if (productId === undefined) throw reviewError('product_not_found');
  const pending = (await readHoldUnverified(db)) && !(await hasReceivedProduct(db, review.userId, productId));
  const rating = await saveReview(
    db,
    { userId: review.userId, productId, stars: review.stars, text: review.text },
    pending,
  );
  await refreshStats();
  return { rating, pending };
}

/*
 * The owner's view of reviews: every review of every product in one list, and
 * hiding one, which takes it out of the product page and the averages (catalog/store.ts
 * counts visible reviews only). Knows nothing of HTTP.
 */

/** Pending ones first, then newest first (last change), hidden ones included and marked; titles in `lang`. */
export async function listAllReviews(
  db: Db,
  page: { limit: number; offset: number },
  lang: 'es' | 'en',
): Promise<{ items: AdminReview[]; total: number }> {
  const { rows, total } = await readAllReviews(db, page);
  return {
    items: rows.map((r) => ({
      productId: String(r.productId),
      productTitle: lang === 'en' ? r.titleEn : r.titleEs,
      userId: r.userId,
      author: reviewAuthor(r.username, r.name, lang),
      stars: r.halfStars / 2,
      text: r.text,
      hidden: r.hiddenAt !== null,
      pending: r.pendingSince !== null,
      verified: r.verified,
      createdAt: r.updatedAt.toISOString(),
    })),
    total,
  };
}

/**
 * Approves (published at once, counted in the rating) or rejects (hidden; "Mostrar" can publish
 * it later) a review waiting for approval (POST /api/admin/reviews/decision).
 * @throws ShopError 404 review_not_found when there is no such review, 409 review_not_pending when it is not pending.
 */
export async function decideReview(
  db: Db,
  decision: { productId: number; userId: string; decision: 'aprobar' | 'rechazar' },
): Promise<{ productId: string; userId: string; hidden: boolean }> {
  const key = { productId: decision.productId, userId: decision.userId };
  if (!(await decidePendingReview(db, key, decision.decision === 'aprobar'))) {
    throw reviewError((await reviewExists(db, key)) ? 'review_not_pending' : 'review_not_found');
  }
  return { productId: String(key.productId), userId: key.userId, hidden: decision.decision === 'rechazar' };
}

/**
 * Hides or shows one review again (POST /api/admin/reviews/visibility).
 * @returns the review's key (productId as text, as the API gives ids) and whether it is hidden now.
 * @throws ShopError 404 review_not_found when there is no such review (nothing changes).
 */
export async function setReviewVisibility(
  db: Db,
  change: { productId: number; userId: string; hidden: boolean },
): Promise<{ productId: string; userId: string; hidden: boolean }> {
  if (!(await setReviewHidden(db, change, change.hidden))) throw reviewError('review_not_found');
  return { productId: String(change.productId), userId: change.userId, hidden: change.hidden };
}
