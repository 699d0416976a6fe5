/**
 * The shopper's review routes: the public list of a product's reviews and writing one.
 *
 * GET /api/products/:idOrSlug/reviews?limit=&offset= (docs/orders-api.md): a
 * visible product's reviews for anyone, newest first (last change), as
 * `{ items: [{ author, stars, text, date }], total }`. `author` is the reviewer's username or
 * first name, never the e-mail; the text goes out as stored (plain text: the web app shows it as
 * text, never as HTML). 400 `invalid_input` with fields for a bad query; 404 `product_not_found`
 * for unknown and hidden products, like the POST.
 */
import {
  productReviewListSchema,
  REVIEWS_MAX_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
  productSchema,
  reviewSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses, SESSION_SECURITY, USER_ERRORS } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import { reviewsOfProduct, reviewProduct } from './service.ts';
import type { CatalogService } from '../catalog/index.ts';

const ReviewListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(REVIEWS_MAX_PAGE_SIZE).default(REVIEWS_PAGE_SIZE),
  // Capped so a crafted offset cannot make the database skip through an absurd number of rows.
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  lang: z.enum(['es', 'en']).optional(),
});

export const reviewListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;

  app.get(
    '/api/products/:idOrSlug/reviews',
    {
      // A signed-in author also gets their own review while it waits for approval.
      preHandler: app.loadUser,
      schema: {
        tags: ['catalog'],
        summary: "A page of a product's reviews, newest first",
        params: z.object({ idOrSlug: z.string().max(200).describe('Numeric id or slug') }),
        querystring: ReviewListQuery,
        response: { 200: productReviewListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const list = await reviewsOfProduct(
        db,
        request.params.idOrSlug,
        request.query,
        requestLang(request),
        request.sessionUser?.id,
      );
      // A saved review must show on the next fetch: no shared or browser caching (private: the
      // answer may hold the caller's own pending review).
      return reply.header('cache-control', list.ownPending ? 'private, no-cache' : 'no-cache').send(list);
    },
  );
};

/*
 * POST /api/products/:id/reviews (docs/orders-api.md; the review dialog): a signed-in customer
 * rates a product with `{ stars, text }`. Answers 201 `{ rating: { average, count }, pending }`,
 * the product's new rating and whether the review waits for the owner's approval (decision 0034);
 * 400 `invalid_input` (fields `stars` -> `validation.stars`, `text` -> `validation.required`);
 * 401 `unauthenticated`; 404 `product_not_found` for unknown and hidden products.
 */

export interface ReviewRoutesOptions {
  db: Db;
  /** Its figures are refreshed after each saved review, so cards and best-selling show the new rating at once. */
  catalog: Pick<CatalogService, 'refreshStats'>;
}

export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (app, opts) => {
  const { db, catalog } = opts;

  app.post(
    '/api/products/:id/reviews',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['catalog'],
        summary: 'Rate a product (one review per customer; a new one replaces the old)',
        security: SESSION_SECURITY,
        params: z.object({ id: z.string().max(200).describe('Numeric id or slug') }),
        body: reviewSchema,
        response: {
          201: z.object({
            rating: productSchema.shape.rating,
            pending: z
              .boolean()
              .describe('The review waits for the owner to approve it (not shown nor counted until then)'),
          }),
          ...errorResponses(400, ...USER_ERRORS, 404),
        },
      },
    },
    async (request, reply) => {
      const { stars, text } = request.body;
      const saved = await reviewProduct(
        db,
        { idOrSlug: request.params.id, userId: request.sessionUser!.id, stars, text },
        () => catalog.refreshStats(),
      );
      return reply.status(201).send(saved);
    },
  );
};
