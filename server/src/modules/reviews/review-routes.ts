/**
 * POST /api/products/:id/reviews (docs/orders-api.md; SPEC.md sections 2 and 5, review dialog;
 * DESIGN.md difference 2): a signed-in customer rates a product with `{ stars, text }`.
 * Answers 201 `{ rating: { average, count } }`, the product's new rating; 400 `invalid_input`
 * (fields `stars` -> `validation.stars`, `text` -> `validation.required`); 401 `unauthenticated`;
 * 404 `product_not_found` for unknown and hidden products.
 */
import { reviewSchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError, message, parseBody } from '../../lib/http-errors.ts';
import { requestLang } from '../../lib/lang.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import { findVisibleProductId, saveReview } from './review-service.ts';

export interface ReviewRoutesOptions {
  db: Db;
  /** Its figures are refreshed after each saved review, so cards and best-selling show the new rating at once. */
  catalog: Pick<CatalogService, 'refreshStats'>;
}

export async function reviewRoutes(app: FastifyInstance, opts: ReviewRoutesOptions) {
  const { db, catalog } = opts;

  app.post<{ Params: { id: string } }>('/api/products/:id/reviews', { preHandler: app.requireUser }, async (request, reply) => {
    const lang = requestLang(request);
    const input = parseBody(reviewSchema, request.body, lang);
    const productId = await findVisibleProductId(db, request.params.id);
    if (productId === undefined) throw new HttpError(404, 'product_not_found', message('productNotFound', lang));
    const rating = await saveReview(db, { userId: request.sessionUser!.id, productId, stars: input.stars, text: input.text });
    // Only the figures are reloaded: the product list and rendered pages are not thrown away.
    await catalog.refreshStats();
    return reply.status(201).send({ rating });
  });
}
