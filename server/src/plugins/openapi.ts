/**
 * The API's reference: @fastify/swagger builds an OpenAPI 3.1 document from the route
 * schemas (zod, through fastify-type-provider-zod's transform) and serves it at /api/openapi.json;
 * @fastify/swagger-ui serves a reference page at /api/docs from its own files (no CDN, so it works
 * offline and within the shop's Content-Security-Policy). Register before the routes: the
 * document lists the routes registered after it. Web pages and static files are left out.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_TAGS } from '../lib/route-schema.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** better-auth's session cookie (cookiePrefix 'shop' in plugins/auth.ts). */
const SESSION_COOKIE = 'shop.session_token';

export default fp(async function openapi(app: FastifyInstance, opts: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Panadería Keto API',
        version: '1.0.0',
        description: [
          'The shop’s HTTP API. Errors are always `{ "error": { "code", "message", "fields"? } }`;',
          'messages are in Spanish by default and in English with `?lang=en` or the `lang` cookie.',
          'Bodies are JSON unless a route says multipart. Money is whole ARS; instants are ISO 8601 UTC;',
          'business days are Argentina’s (America/Argentina/Buenos_Aires). Browsers must send an',
          'Origin of the shop on POST, PUT, PATCH and DELETE.',
        ].join(' '),
      },
      servers: [{ url: opts.publicUrl }],
      tags: API_TAGS.map((t) => ({ ...t })),
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'Set by POST /api/account/sign-in',
          },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The session token, for clients without cookies',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Only the API: pages, static files and the reference itself stay out of the document.
    hiddenTag: 'hidden',
    hideUntagged: true,
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // It reads the same document at /api/docs/json; no online validator is called (validatorUrl null).
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: false,
  });
});
