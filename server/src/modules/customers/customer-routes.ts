/**
 * GET/POST /api/cliente (DESIGN.md HTTP contract; SPEC.md sections 3, 5, 7): the signed-in
 * customer's own profile, which pre-fills checkout. There is no id in the path or body: the
 * session decides whose profile it is, so one customer can never read or change another's.
 */
import { clienteSchema, clienteViewSchema, type Cliente, type SessionUser } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { z } from 'zod';
import { errorResponses, SESSION_SECURITY, USER_ERRORS } from '../../lib/route-schema.ts';

/** The stored profile of `user`, or blanks (with the account's e-mail) when never saved. */
export async function getCliente(db: Db, user: SessionUser): Promise<Cliente> {
  const [row] = await db.select().from(customers).where(eq(customers.userId, user.id));
  const data = row ?? { nombre: '', apellido: '', email: user.email, direccion: '', telefono: '', notas: '' };
  return {
    id: user.id,
    username: user.username,
    nombre: data.nombre,
    apellido: data.apellido,
    email: data.email,
    direccion: data.direccion,
    telefono: data.telefono,
    notas: data.notas,
  };
}

export const customerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;

  app.get('/api/cliente', { preValidation: app.requireUser, schema: { tags: ['customers'], summary: "The signed-in customer's profile", security: SESSION_SECURITY, response: { 200: clienteViewSchema, ...errorResponses(...USER_ERRORS) } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getCliente(db, request.sessionUser!);
  });

  app.post('/api/cliente', { preValidation: app.requireUser, schema: { tags: ['customers'], summary: "Save the signed-in customer's profile", security: SESSION_SECURITY, body: clienteSchema, response: { 200: z.object({ cliente: clienteViewSchema }), ...errorResponses(400, ...USER_ERRORS) } } }, async (request) => {
    const data = request.body;
    const user = request.sessionUser!;
    const now = new Date();
    await db
      .insert(customers)
      .values({ userId: user.id, ...data, updatedAt: now })
      .onConflictDoUpdate({ target: customers.userId, set: { ...data, updatedAt: now } });
    return { cliente: await getCliente(db, user) };
  });
};
