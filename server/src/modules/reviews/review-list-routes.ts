/**
 * GET /api/products/:idOrSlug/reviews?limit=&offset= (docs/orders-api.md; issue 4, Reviews): a
 * visible product's reviews for anyone, newest first (last change), as
 * `{ items: [{ author, stars, text, date }], total }`. `author` is the reviewer's username or
 * first name, never the e-mail; the text goes out as stored (plain text: the web app shows it as
 * text, never as HTML). 400 `invalid_input` with fields for a bad query; 404 `product_not_found`
 * for unknown and hidden products, like the POST.
 */
import { productReviewListSchema, REVIEWS_MAX_PAGE_SIZE, REVIEWS_PAGE_SIZE, type ProductReview, type ProductReviewList } from '@shop/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/auth-schema.ts';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/orders-schema.ts';
import { HttpError, message } from '../../lib/http-errors.ts';
import { errorResponses } from '../../lib/route-schema.ts';
import { requestLang, type Lang } from '../../lib/lang.ts';
import { findVisibleProductId } from './review-service.ts';
import { visibleReview } from '../catalog/product-stats.ts';

const ReviewListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(REVIEWS_MAX_PAGE_SIZE).default(REVIEWS_PAGE_SIZE),
  // Capped so a crafted offset cannot make the database skip through an absurd number of rows.
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  lang: z.enum(['es', 'en']).optional(),
});

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

/** One page of a product's reviews, newest first (ties by author id, so pages do not overlap). */
export async function listProductReviews(
  db: Db,
  productId: number,
  page: { limit: number; offset: number },
  lang: Lang,
): Promise<ProductReviewList> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ username: users.username, name: users.name, halfStars: reviews.halfStars, text: reviews.text, updatedAt: reviews.updatedAt })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.productId, productId), visibleReview))
      .orderBy(desc(reviews.updatedAt), reviews.userId)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(reviews).where(and(eq(reviews.productId, productId), visibleReview)),
  ]);
  const items = rows.map(
    (row): ProductReview => ({
      author: reviewAuthor(row.username, row.name, lang),
      stars: row.halfStars / 2,
      text: row.text,
      date: row.updatedAt.toISOString(),
    }),
  );
  return { items, total: Number(total) };
}

export const reviewListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;

  app.get('/api/products/:idOrSlug/reviews', { schema: { tags: ['catalog'], summary: "A page of a product's reviews, newest first", params: z.object({ idOrSlug: z.string().max(200).describe('Numeric id or slug') }), querystring: ReviewListQuery, response: { 200: productReviewListSchema, ...errorResponses(400, 404) } } }, async (request, reply) => {
    const lang = requestLang(request);
    const productId = await findVisibleProductId(db, request.params.idOrSlug);
    if (productId === undefined) throw new HttpError(404, 'product_not_found', message('productNotFound', lang));
    const list = await listProductReviews(db, productId, request.query, lang);
    // A saved review must show on the next fetch: no shared or browser caching.
    return reply.header('cache-control', 'no-cache').send(list);
  });
};
