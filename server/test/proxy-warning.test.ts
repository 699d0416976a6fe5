/**
 * Behind a proxy without TRUST_PROXY every shopper shares the proxy's address in the rate limits
 *: the server warns once, on the first request carrying X-Forwarded-For.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TrustProxy } from '../src/config.ts';
import proxyWarning from '../src/plugins/proxy-warning.ts';

/** A Fastify app with the plugin whose log lines (parsed) land in `lines`. */
async function appWithLog(trustProxy: TrustProxy) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream }, trustProxy });
  await app.register(proxyWarning, { trustProxy });
  app.get('/x', async () => ({ ok: true }));
  return { app, warnings: () => lines.filter((l) => l.level === 40) };
}

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it('warns once, naming TRUST_PROXY, and answers normally', async () => {
    const { app, warnings } = await appWithLog(false);
    expect((await app.inject({ url: '/x' })).statusCode).toBe(200);
    expect(warnings()).toHaveLength(0);
    for (let i = 0; i < 3; i++) {
      expect(
        (await app.inject({ url: '/x', headers: { 'x-forwarded-for': `203.0.113.${i}` } })).statusCode,
      ).toBe(200);
    }
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]!.msg).toContain('TRUST_PROXY=');
    await app.close();
  });

  it('stays quiet when TRUST_PROXY is on', async () => {
    const { app, warnings } = await appWithLog(['127.0.0.1']);
    await app.inject({ url: '/x', headers: { 'x-forwarded-for': '203.0.113.1' } });
    expect(warnings()).toHaveLength(0);
    await app.close();
  });
});
