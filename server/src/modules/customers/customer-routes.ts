/**
 * GET/POST /api/cliente (DESIGN.md HTTP contract; SPEC.md sections 3, 5, 7): the signed-in
 * customer's own profile, which pre-fills checkout. There is no id in the path or body: the
 * session decides whose profile it is, so one customer can never read or change another's.
 */
import { clienteSchema, type Cliente, type SessionUser } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { parseBody } from '../../lib/http-errors.ts';
import { requestLang } from '../../lib/lang.ts';

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

export async function customerRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;

  app.get('/api/cliente', { preHandler: app.requireUser }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getCliente(db, request.sessionUser!);
  });

  app.post('/api/cliente', { preHandler: app.requireUser }, async (request) => {
    const data = parseBody(clienteSchema, request.body, requestLang(request));
    const user = request.sessionUser!;
    const now = new Date();
    await db
      .insert(customers)
      .values({ userId: user.id, ...data, updatedAt: now })
      .onConflictDoUpdate({ target: customers.userId, set: { ...data, updatedAt: now } });
    return { cliente: await getCliente(db, user) };
  });
}
