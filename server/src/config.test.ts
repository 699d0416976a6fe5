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

  it('offers the listed payment methods in order, without Mercado Pago when it has no token (issue 12)', () => {
    expect(loadConfig({}).shop.paymentMethods).toEqual(['transferencia', 'efectivo']);
    expect(loadConfig({}).mercadoPago).toBeUndefined();
    const withMp = loadConfig({ MERCADOPAGO_ACCESS_TOKEN: 'TEST-1', MERCADOPAGO_WEBHOOK_SECRET: 's', SHOP_PAYMENT_METHODS: 'efectivo, mercadopago,efectivo' });
    expect(withMp.shop.paymentMethods).toEqual(['efectivo', 'mercadopago']);
    expect(withMp.mercadoPago).toEqual({ accessToken: 'TEST-1', webhookSecret: 's', apiUrl: 'https://api.mercadopago.com' });
    expect(loadConfig({}).shop.bankCbu).toBe('');
  });

  it('refuses Mercado Pago without its webhook secret, unknown methods and a malformed CBU', () => {
    expect(() => loadConfig({ MERCADOPAGO_ACCESS_TOKEN: 'TEST-1' })).toThrow(/MERCADOPAGO_WEBHOOK_SECRET/);
    expect(() => loadConfig({ SHOP_PAYMENT_METHODS: 'bitcoin' })).toThrow(/SHOP_PAYMENT_METHODS/);
    expect(() => loadConfig({ SHOP_PAYMENT_METHODS: 'mercadopago' })).toThrow(/SHOP_PAYMENT_METHODS/);
    expect(() => loadConfig({ SHOP_BANK_CBU: '123' })).toThrow(/SHOP_BANK_CBU/);
  });
});
