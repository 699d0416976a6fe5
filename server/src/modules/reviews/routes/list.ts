/**
 * GET /api/products/:idOrSlug/reviews?limit=&offset= (docs/orders-api.md): a
 * visible product's reviews for anyone, newest first (last change), as
 * `{ items: [{ author, stars, text, date }], total }`. `author` is the reviewer's username or
 * first name, never the e-mail; the text goes out as stored (plain text: the web app shows it as
 * text, never as HTML). 400 `invalid_input` with fields for a bad query; 404 `product_not_found`
 * for unknown and hidden products, like the POST.
 */
import { productReviewListSchema, REVIEWS_MAX_PAGE_SIZE, REVIEWS_PAGE_SIZE } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { errorResponses } from '../../../lib/route-schema.ts';
import { requestLang } from '../../../lib/lang.ts';
import { reviewsOfProduct } from '../service/list.ts';

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
