/**
 * Refuses state-changing API calls made from another site (Safety: only the shop's own
 * origin may call the auth endpoints). Browsers send Origin on every cross-origin and same-origin
 * POST; clients without Origin (curl, apps using a bearer token) carry no ambient cookies to abuse.
 * Session cookies are SameSite=Lax as a second line.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountError } from '../lib/account-errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the request reaches the API, judged as the router judges it: the
 * route it matched, else its percent-decoded path. The raw URL is not enough: the router decodes
 * `/%61pi/...` to `/api/...`, which would otherwise skip this check. A path that cannot be decoded
 * counts as the API (checked), never as a way around it.
 */
function reachesApi(request: FastifyRequest): boolean {
  if (request.routeOptions.url?.startsWith('/api/')) return true;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw).startsWith('/api/');
  } catch {
    return true;
  }
}

export default fp(async function sameOrigin(app: FastifyInstance, opts: { publicUrl: string }) {
  const publicOrigin = new URL(opts.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !reachesApi(request)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const ownOrigin = `${request.protocol}://${request.host}`;
    if ((origin && origin !== publicOrigin && origin !== ownOrigin) || fetchSite === 'cross-site') {
      throw accountError('forbidden_origin');
    }
  });
});
