/**
 * Refuses state-changing API calls made from another site (issue 3, Safety: only the shop's own
 * origin may call the auth endpoints). Browsers send Origin on every cross-origin and same-origin
 * POST; clients without Origin (curl, apps using a bearer token) carry no ambient cookies to abuse.
 * Session cookies are SameSite=Lax as a second line.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { accountError } from '../lib/account-errors.ts';
import { requestLang } from '../lib/lang.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(async function sameOrigin(app: FastifyInstance, opts: { publicUrl: string }) {
  const publicOrigin = new URL(opts.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const ownOrigin = `${request.protocol}://${request.host}`;
    if ((origin && origin !== publicOrigin && origin !== ownOrigin) || fetchSite === 'cross-site') {
      throw accountError('forbidden_origin', requestLang(request));
    }
  });
});
