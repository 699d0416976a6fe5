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

  it('caps receipts at 5 per order and 50 MB per customer per day unless told otherwise (issue 11)', () => {
    expect(loadConfig({}).receipts).toEqual({ maxPerOrder: 5, maxBytesPerCustomerPerDay: 50 * 1024 * 1024 });
    expect(loadConfig({ RECEIPTS_MAX_PER_ORDER: '2', RECEIPTS_MAX_BYTES_PER_CUSTOMER_PER_DAY: '1000' }).receipts).toEqual({ maxPerOrder: 2, maxBytesPerCustomerPerDay: 1000 });
    expect(() => loadConfig({ RECEIPTS_MAX_PER_ORDER: '0' })).toThrow(/RECEIPTS_MAX_PER_ORDER/);
  });
});
