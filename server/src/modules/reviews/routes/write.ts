/**
 * POST /api/products/:id/reviews (docs/orders-api.md; the review dialog): a signed-in customer
 * rates a product with `{ stars, text }`. Answers 201 `{ rating: { average, count }, pending }`,
 * the product's new rating and whether the review waits for the owner's approval (decision 0034);
 * 400 `invalid_input` (fields `stars` -> `validation.stars`, `text` -> `validation.required`);
 * 401 `unauthenticated`; 404 `product_not_found` for unknown and hidden products.
 */
import { productSchema, reviewSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { errorResponses, SESSION_SECURITY, USER_ERRORS } from '../../../lib/route-schema.ts';
import type { CatalogService } from '../../catalog/index.ts';
import { reviewProduct } from '../service/write.ts';

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
