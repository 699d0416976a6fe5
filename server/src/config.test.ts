import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('starts with sensible defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.shop.whatsapp).toMatch(/^\d+$/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('names every wrong variable', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SHOP_WHATSAPP: '+54 9 11', SHOP_INFO_EMAIL: 'nope' });
      expect.unreachable('loadConfig should have thrown');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as ConfigError).message;
      for (const name of ['PORT', 'DATABASE_URL', 'SHOP_WHATSAPP', 'SHOP_INFO_EMAIL']) expect(text).toContain(name);
    }
  });

  it('limits orders to 20 an hour per account unless RATE_LIMIT_ORDERS_PER_HOUR says otherwise (issue 11)', () => {
    expect(loadConfig({}).ordersPerHour).toBe(20);
    expect(loadConfig({ RATE_LIMIT_ORDERS_PER_HOUR: '3' }).ordersPerHour).toBe(3);
    expect(() => loadConfig({ RATE_LIMIT_ORDERS_PER_HOUR: '0' })).toThrow(/RATE_LIMIT_ORDERS_PER_HOUR/);
  });
});
