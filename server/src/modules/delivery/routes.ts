/**
 * GET /api/delivery/options?items=<id>:<qty>,…, anyone: the active zones and pickup
 * points and the days that cart can be delivered or picked up (lead times, closed weekdays,
 * blocked dates, capacity, booking window, in Argentina's time zone). Without items the days are
 * those of an empty cart (the shop's lead time, one unit).
 */
import { deliveryOptionsSchema, MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HolidayCalendar } from '../../plugins/holidays.ts';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/route-schema.ts';
import { deliveryOptionsForCart } from './service.ts';

const itemSchema = z
  .string()
  .regex(/^\d{1,9}:\d{1,2}$/)
  .transform((entry) => {
    const [id, quantity] = entry.split(':').map(Number) as [number, number];
    return { productId: id, quantity };
  })
  .refine((item) => item.quantity >= 1 && item.quantity <= MAX_LINE_QUANTITY);

const querySchema = z
  .object({
    items: z
      .string()
      .max(MAX_ORDER_LINES * 14)
      .describe('The cart as <id>:<quantity>,… (e.g. 3:2,7:1)')
      .optional()
      .transform((value) => (value ? value.split(',') : []))
      .pipe(z.array(itemSchema).max(MAX_ORDER_LINES)),
    lang: z.enum(['es', 'en']).optional(),
  })
  .strict();

export const deliveryRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now?: () => Date;
  holidays?: HolidayCalendar;
}> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  app.get(
    '/api/delivery/options',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Zones, pickup points and bookable days for a cart',
        querystring: querySchema,
        response: { 200: deliveryOptionsSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      // Capacity changes with every order: never cached.
      reply.header('cache-control', 'no-store');
      return deliveryOptionsForCart(opts.db, request.query.items, now(), opts.holidays);
    },
  );
};
