import { describe, expect, it } from 'vitest';
import { pgPoolConfig } from './client.ts';

describe('pgPoolConfig', () => {
  it('sizes the pool, keeps TCP alive and lets the server cancel a statement before the client gives up', () => {
    const config = pgPoolConfig('postgres://x@h/db', { max: 33, connectTimeoutMs: 750, queryTimeoutMs: 750 });
    expect(config).toMatchObject({
      max: 33,
      connectionTimeoutMillis: 750,
      keepAlive: true,
      query_timeout: 750,
    });
    expect(config.statement_timeout).toBeLessThan(750);
    expect(config.statement_timeout).toBeGreaterThan(0);
  });

  it('sets no statement limit when the query timeout is 0 (tools, tests)', () => {
    const config = pgPoolConfig('postgres://x@h/db', {
      max: 10,
      connectTimeoutMs: 10_000,
      queryTimeoutMs: 0,
    });
    expect(config.query_timeout).toBeUndefined();
    expect(config.statement_timeout).toBeUndefined();
  });
});
