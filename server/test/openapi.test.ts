/**
 * The API reference: /api/openapi.json is a valid OpenAPI 3.1 document that lists every
 * API route the app registers (collected with an onRoute hook, so a new route is covered without
 * touching this file), each with a tag, a summary and its response and error schemas; /api/docs
 * serves the reference page from the shop's own files (no CDN).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper.ts';

const routes: { method: string; url: string; schema: RouteOptions['schema'] }[] = [];
let ctx: TestContext;
let doc: {
  openapi: string;
  tags: { name: string }[];
  paths: Record<
    string,
    Record<
      string,
      { tags?: string[]; summary?: string; responses?: Record<string, unknown>; security?: unknown[] }
    >
  >;
};

beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
      },
    },
  );
  const res = await ctx.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
}, 60_000);
afterAll(() => ctx.close());

/** Fastify's `/:id` as OpenAPI's `/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const isApi = (url: string) =>
  url.startsWith('/api/') && !url.startsWith('/api/docs') && url !== '/api/openapi.json';

describe('OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every registered API route, with a schema, a tag, a summary, a 2xx answer and the 503 error', () => {
    const api = routes.filter((r) => isApi(r.url));
    expect(api.length).toBeGreaterThan(50);
    const tags = new Set(doc.tags.map((t) => t.name));
    const problems: string[] = [];
    for (const route of api) {
      const name = `${route.method} ${route.url}`;
      if (!route.schema?.response) problems.push(`${name}: no response schema`);
      const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!op) {
        problems.push(`${name}: not in the document`);
        continue;
      }
      if (!op.tags?.length || !op.tags.every((t) => tags.has(t))) problems.push(`${name}: no known tag`);
      if (!op.summary) problems.push(`${name}: no summary`);
      const statuses = Object.keys(op.responses ?? {});
      if (!statuses.some((s) => /^[23]/.test(s))) problems.push(`${name}: no success answer`);
      if (!statuses.includes('503')) problems.push(`${name}: no error answers`);
    }
    expect(problems).toEqual([]);
  });

  it('marks the routes that need a session and describes the error shape', () => {
    expect(doc.paths['/api/pedido']?.post?.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/admin/orders']?.get?.security).toEqual([{ session: [] }]);
    const error = JSON.stringify(doc.paths['/api/pedido']?.post?.responses?.['400']);
    expect(error).toContain('"fields"');
    expect(error).toContain('"code"');
  });

  it('leaves pages and static files out', () => {
    expect(
      Object.keys(doc.paths).every((p) => p.startsWith('/api/') || p.startsWith('/images/uploads/')),
    ).toBe(true);
  });
});

describe('reference page', () => {
  it('serves /api/docs from local files only', async () => {
    const page = await ctx.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/https?:\/\//);
    const init = await ctx.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    // It loads the document from this server and asks no online validator.
    expect(init.body).toContain("resolveUrl('./json')");
    expect(init.body).toContain('validatorUrl: null');
    expect(init.body).not.toMatch(/cdn|unpkg|jsdelivr/i);
    const json = await ctx.app.inject({ url: '/api/docs/json' });
    expect(json.json().openapi).toBe('3.1.0');
  });
});
