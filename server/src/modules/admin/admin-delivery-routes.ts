/**
 * The back office's delivery data (issue 14), administrators only:
 * - GET/PUT /api/admin/delivery/settings : lead time, closed weekdays, blocked dates, capacity per
 *   day (orders or units, null = no limit), days ahead that can be booked;
 * - GET/POST /api/admin/delivery/zones, PATCH/DELETE /api/admin/delivery/zones/:id ;
 * - GET/POST /api/admin/delivery/pickup-points, PATCH/DELETE /api/admin/delivery/pickup-points/:id .
 * Orders keep the name and price of their zone or point as they were, so editing or deleting one
 * never changes a past order. Absurd values are refused with 400 and nothing is stored.
 */
import {
  deliverySettingsSchema,
  deliveryZoneInputSchema,
  deliveryZonePatchSchema,
  pickupPointInputSchema,
  pickupPointPatchSchema,
} from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { deliveryZones, pickupPoints } from '../../db/schema.ts';
import { parseBody } from '../../lib/http-errors.ts';
import { requestLang } from '../../lib/lang.ts';
import { deliveryError } from '../delivery/delivery-errors.ts';
import { listPickupPoints, listZones, readDeliverySettings, saveDeliverySettings, toPickupPoint, toZone } from '../delivery/delivery-store.ts';

/** The numeric id of the URL, or null when it cannot be one. */
function idParam(request: FastifyRequest): number | null {
  const raw = (request.params as { id: string }).id;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function adminDeliveryRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  app.addHook('preHandler', app.requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/delivery/settings', async () => readDeliverySettings(db));

  app.put('/api/admin/delivery/settings', async (request) => {
    const body = parseBody(deliverySettingsSchema, request.body, requestLang(request));
    return saveDeliverySettings(db, body);
  });

  app.get('/api/admin/delivery/zones', async () => ({ items: await listZones(db) }));

  app.post('/api/admin/delivery/zones', async (request, reply) => {
    const body = parseBody(deliveryZoneInputSchema, request.body, requestLang(request));
    const [row] = await db.insert(deliveryZones).values(body).returning();
    return reply.status(201).send(toZone(row));
  });

  app.patch('/api/admin/delivery/zones/:id', async (request) => {
    const lang = requestLang(request);
    const id = idParam(request);
    if (id === null) throw deliveryError('zone_not_found', lang);
    const body = parseBody(deliveryZonePatchSchema, request.body, lang);
    const [row] = await db.update(deliveryZones).set({ ...body, updatedAt: new Date() }).where(eq(deliveryZones.id, id)).returning();
    if (!row) throw deliveryError('zone_not_found', lang);
    return toZone(row);
  });

  app.delete('/api/admin/delivery/zones/:id', async (request, reply) => {
    const lang = requestLang(request);
    const id = idParam(request);
    if (id === null) throw deliveryError('zone_not_found', lang);
    const [row] = await db.delete(deliveryZones).where(eq(deliveryZones.id, id)).returning({ id: deliveryZones.id });
    if (!row) throw deliveryError('zone_not_found', lang);
    return reply.status(204).send();
  });

  app.get('/api/admin/delivery/pickup-points', async () => ({ items: await listPickupPoints(db) }));

  app.post('/api/admin/delivery/pickup-points', async (request, reply) => {
    const body = parseBody(pickupPointInputSchema, request.body, requestLang(request));
    const [row] = await db.insert(pickupPoints).values(body).returning();
    return reply.status(201).send(toPickupPoint(row));
  });

  app.patch('/api/admin/delivery/pickup-points/:id', async (request) => {
    const lang = requestLang(request);
    const id = idParam(request);
    if (id === null) throw deliveryError('pickup_point_not_found', lang);
    const body = parseBody(pickupPointPatchSchema, request.body, lang);
    const [row] = await db.update(pickupPoints).set({ ...body, updatedAt: new Date() }).where(eq(pickupPoints.id, id)).returning();
    if (!row) throw deliveryError('pickup_point_not_found', lang);
    return toPickupPoint(row);
  });

  app.delete('/api/admin/delivery/pickup-points/:id', async (request, reply) => {
    const lang = requestLang(request);
    const id = idParam(request);
    if (id === null) throw deliveryError('pickup_point_not_found', lang);
    const [row] = await db.delete(pickupPoints).where(eq(pickupPoints.id, id)).returning({ id: pickupPoints.id });
    if (!row) throw deliveryError('pickup_point_not_found', lang);
    return reply.status(204).send();
  });
}
