/**
 * Serves the built web app from the same process as the API (issue 2): hashed assets with a
 * one-year immutable cache, pre-compressed .br/.gz files when present, and a history fallback
 * that answers client routes with index.html (shop facts embedded as JSON, so the first paint
 * needs no extra request). Unknown /api paths and non-HTML requests get the JSON 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ShopInfo } from '../config.ts';
import { message } from '../lib/http-errors.ts';
import { requestLang } from '../lib/lang.ts';

export interface WebAppOptions {
  /** Directory holding Vite's build output (index.html, assets/, images/); undefined = API only. */
  distDir: string | undefined;
  shop: ShopInfo;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const WEEK = 'public, max-age=604800';

/** Inserts the shop facts as inert JSON (not a script), escaping "<" so it can't close the tag. */
export function embedShopConfig(html: string, shop: ShopInfo): string {
  const json = JSON.stringify(shop).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script id="shop-config" type="application/json">${json}</script></head>`);
}

export default fp(async function webApp(app: FastifyInstance, opts: WebAppOptions) {
  const indexFile = opts.distDir ? path.join(opts.distDir, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? embedShopConfig(readFileSync(indexFile, 'utf8'), opts.shop) : undefined;

  if (opts.distDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : WEEK);
      },
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  // The static wildcard would answer "/" as a directory listing (403), so the home page is explicit.
  if (indexHtml) app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (indexHtml && isPage && wantsHtml) return sendIndex(reply);
    return reply.status(404).send({ error: { code: 'not_found', message: message('notFound', requestLang(request)) } });
  });
});
