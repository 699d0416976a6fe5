import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logSerializers, redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('replaces OAuth codes, state and tokens, and keeps everything else', () => {
    expect(redactUrl('/api/auth/callback/google?code=4%2F0Ab-secret&state=xyz&scope=openid')).toBe(
      '/api/auth/callback/google?code=REDACTED&state=REDACTED&scope=openid',
    );
    expect(redactUrl('/api/products?category=dulces&limit=10')).toBe(
      '/api/products?category=dulces&limit=10',
    );
    expect(redactUrl('/callback?Token=a&token=b')).toBe('/callback?Token=REDACTED&token=REDACTED');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });

  it('keeps the code of an OAuth return out of the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: logSerializers } });
    app.get('/api/auth/callback/:provider', async () => ({ ok: true }));
    await app.inject({ url: '/api/auth/callback/google?code=one-time-secret&state=s3cr3t' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/auth/callback/google?code=REDACTED');
    expect(log).not.toContain('one-time-secret');
    expect(log).not.toContain('s3cr3t');
  });
});
