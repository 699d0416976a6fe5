/**
 * The owner's reviews (issue 19, Reviews), administrators only:
 * - GET  /api/admin/reviews?limit=&offset= : { items: AdminReview[], total }, newest first;
 * - POST /api/admin/reviews/visibility { productId, userId, hidden } : hides or shows one review;
 *   the product's rating is recomputed (`onReviewsChanged`). 404 when the review does not exist.
 */
import { adminReviewsQuerySchema, reviewVisibilitySchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { defineErrors } from '../../lib/error-table.ts';
import { requestLang } from '../../lib/lang.ts';
import { parseOwnerInput } from './owner-input.ts';
import { listAllReviews, setReviewHidden } from './review-admin-service.ts';

const reviewError = defineErrors({
  review_not_found: [404, 'La opinión no existe.', 'The review does not exist.'],
});

export async function reviewAdminRoutes(app: FastifyInstance, opts: { db: Db; onReviewsChanged: () => void }) {
  app.addHook('preHandler', app.requireAdmin);

  app.get('/api/admin/reviews', async (request, reply) => {
    const lang = requestLang(request);
    const { limit, offset } = parseOwnerInput(adminReviewsQuerySchema, request.query, lang);
    reply.header('cache-control', 'no-store');
    return listAllReviews(opts.db, { limit, offset }, lang);
  });

  app.post('/api/admin/reviews/visibility', async (request) => {
    const lang = requestLang(request);
    const body = parseOwnerInput(reviewVisibilitySchema, request.body, lang);
    if (!(await setReviewHidden(opts.db, body, body.hidden))) throw reviewError('review_not_found', lang);
    opts.onReviewsChanged();
    return { productId: String(body.productId), userId: body.userId, hidden: body.hidden };
  });
}
