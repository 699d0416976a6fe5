/**
 * The owner's reviews, administrators only:
 * - GET  /api/admin/reviews?limit=&offset= : { items: AdminReview[], total }, newest first;
 * - POST /api/admin/reviews/visibility { productId, userId, hidden } : hides or shows one review;
 *   the product's rating is recomputed (`onReviewsChanged`). 404 when the review does not exist.
 * - POST /api/admin/reviews/decision { productId, userId, decision: aprobar | rechazar } : a pending
 *   review is published or rejected (hidden); 404 unknown, 409 review_not_pending.
 * - GET / PUT /api/admin/reviews/settings { holdUnverified } : whether reviews from shoppers who did
 *   not receive the product wait for approval (docs/decisions/0034-whatsapp-orders-and-review-approval.md).
 */
import {
  adminReviewListSchema,
  adminReviewsQuerySchema,
  reviewDecisionSchema,
  reviewSettingsSchema,
  reviewVisibilitySchema,
  reviewVisibilityViewSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requestLang } from '../../lib/lang.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { decideReview, listAllReviews, setReviewVisibility } from './service.ts';
import { readHoldUnverified, saveHoldUnverified } from './store.ts';

export const reviewAdminRoutes: FastifyPluginAsyncZod<{ db: Db; onReviewsChanged: () => void }> = async (
  app,
  opts,
) => {
  app.addHook('preValidation', app.requireAdmin);

  app.get(
    '/api/admin/reviews',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Every review of every product, hidden ones included, newest first',
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewListSchema, ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (request, reply) => {
      const { limit, offset } = request.query;
      reply.header('cache-control', 'no-store');
      return listAllReviews(opts.db, { limit, offset }, requestLang(request));
    },
  );

  app.post(
    '/api/admin/reviews/visibility',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Hide a review from the product page and its rating, or show it again',
        body: reviewVisibilitySchema,
        response: { 200: reviewVisibilityViewSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404) },
      },
    },
    async (request) => {
      const review = await setReviewVisibility(opts.db, request.body);
      opts.onReviewsChanged();
      return review;
    },
  );

  app.post(
    '/api/admin/reviews/decision',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Approve a review waiting for approval (it is published) or reject it (it is hidden)',
        body: reviewDecisionSchema,
        response: { 200: reviewVisibilityViewSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const review = await decideReview(opts.db, request.body);
      opts.onReviewsChanged();
      return review;
    },
  );

  app.get(
    '/api/admin/reviews/settings',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Whether reviews from shoppers who did not receive the product wait for approval',
        response: { 200: reviewSettingsSchema, ...errorResponses(...ADMIN_ERRORS) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { holdUnverified: await readHoldUnverified(opts.db) };
    },
  );

  app.put(
    '/api/admin/reviews/settings',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Choose whether reviews from shoppers who did not receive the product wait for approval',
        body: reviewSettingsSchema,
        response: { 200: reviewSettingsSchema, ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (request) => ({ holdUnverified: await saveHoldUnverified(opts.db, request.body.holdUnverified) }),
  );
};
