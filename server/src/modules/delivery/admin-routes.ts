/**
 * The back office's delivery data, administrators only:
 * - GET/PUT /api/admin/delivery/settings : lead time, closed weekdays, blocked dates, national
 *   holidays the owner reopened (and the next 12 months' holidays), capacity per day (orders or
 *   units, null = no limit), days ahead that can be booked;
 * - GET/POST /api/admin/delivery/zones, PATCH/DELETE /api/admin/delivery/zones/:id ;
 * - GET/POST /api/admin/delivery/pickup-points, PATCH/DELETE /api/admin/delivery/pickup-points/:id ;
 * - GET/PUT /api/admin/delivery/payment-deadlines : minutes an unpaid transfer / Mercado Pago order
 *   keeps its day's place before it expires (decision 0018; later orders get them).
 * Orders keep the name and price of their zone or point as they were, so editing or deleting one
 * never changes a past order. Absurd values are refused with 400 and nothing is stored.
 * The rules are delivery/service.ts; the queries delivery/store.ts.
 */
import {
  deliverySettingsBodySchema,
  deliveryZoneInputSchema,
  deliveryZonePatchSchema,
  pickupPointInputSchema,
  pickupPointPatchSchema,
  deliverySettingsViewSchema,
  deliveryZoneSchema,
  pickupPointSchema,
  paymentDeadlinesSchema,
  type PaymentDeadlines,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import {
  deliverySettingsView,
  listPickupPoints,
  listZones,
  NO_HOLIDAYS,
  readPaymentDeadlines,
  saveDeliverySettingsView,
  savePaymentDeadlines,
  type HolidayCalendar,
} from './index.ts';
import {
  addPickupPoint,
  addZone,
  changePickupPoint,
  changeZone,
  deletePickupPoint,
  deleteZone,
} from './service.ts';

const IdParams = z.object({ id: z.string().describe('Numeric id') });

export const adminDeliveryRoutes: FastifyPluginAsyncZod<{
  db: Db;
  paymentDeadlines: PaymentDeadlines;
  holidays?: HolidayCalendar;
}> = async (app, opts) => {
  const { db } = opts;
  const holidays = opts.holidays ?? NO_HOLIDAYS;
  app.addHook('preValidation', app.requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/delivery/settings',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'The delivery rules and the national holidays of the next 12 months',
        response: { 200: deliverySettingsViewSchema, ...errorResponses(...ADMIN_ERRORS) },
      },
    },
    async (request) => deliverySettingsView(db, holidays, requestLang(request), new Date()),
  );

  app.put(
    '/api/admin/delivery/settings',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Save the delivery rules',
        body: deliverySettingsBodySchema,
        response: { 200: deliverySettingsViewSchema, ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (request) => {
      return saveDeliverySettingsView(db, request.body, holidays, requestLang(request), new Date());
    },
  );

  app.get(
    '/api/admin/delivery/payment-deadlines',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Minutes an unpaid order keeps its place',
        response: { 200: paymentDeadlinesSchema, ...errorResponses(...ADMIN_ERRORS) },
      },
    },
    async () => readPaymentDeadlines(db, opts.paymentDeadlines),
  );

  app.put(
    '/api/admin/delivery/payment-deadlines',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Save the minutes an unpaid order keeps its place (later orders)',
        body: paymentDeadlinesSchema,
        response: { 200: paymentDeadlinesSchema, ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (request) => {
      return savePaymentDeadlines(db, request.body);
    },
  );

  app.get(
    '/api/admin/delivery/zones',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Every delivery zone',
        response: {
          200: z.object({ items: z.array(deliveryZoneSchema) }),
          ...errorResponses(...ADMIN_ERRORS),
        },
      },
    },
    async () => ({ items: await listZones(db) }),
  );

  app.post(
    '/api/admin/delivery/zones',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Add a delivery zone',
        body: deliveryZoneInputSchema,
        response: { 201: deliveryZoneSchema, ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await addZone(db, request.body));
    },
  );

  app.patch(
    '/api/admin/delivery/zones/:id',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Change a delivery zone',
        params: IdParams,
        body: deliveryZonePatchSchema,
        response: { 200: deliveryZoneSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404) },
      },
    },
    async (request) => {
      return changeZone(db, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/admin/delivery/zones/:id',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Delete a delivery zone (past orders keep its name and price)',
        params: IdParams,
        response: { 204: z.null().describe('No content'), ...errorResponses(...ADMIN_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      await deleteZone(db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/delivery/pickup-points',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Every pickup point',
        response: {
          200: z.object({ items: z.array(pickupPointSchema) }),
          ...errorResponses(...ADMIN_ERRORS),
        },
      },
    },
    async () => ({ items: await listPickupPoints(db) }),
  );

  app.post(
    '/api/admin/delivery/pickup-points',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Add a pickup point',
        body: pickupPointInputSchema,
        response: { 201: pickupPointSchema, ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await addPickupPoint(db, request.body));
    },
  );

  app.patch(
    '/api/admin/delivery/pickup-points/:id',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Change a pickup point',
        params: IdParams,
        body: pickupPointPatchSchema,
        response: { 200: pickupPointSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404) },
      },
    },
    async (request) => {
      return changePickupPoint(db, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/admin/delivery/pickup-points/:id',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Delete a pickup point (past orders keep its name and address)',
        params: IdParams,
        response: { 204: z.null().describe('No content'), ...errorResponses(...ADMIN_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      await deletePickupPoint(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
