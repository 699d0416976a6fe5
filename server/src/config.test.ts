import { describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, isValidCuit, loadConfig } from './config.ts';
import { testCredentials } from '../test/arca-support.ts';

describe('loadConfig', () => {
  it('electronic invoices: off without ARCA_*, all of the group or a clear error, PEM as text or a path, key matching the certificate (decision 0021)', () => {
    expect(loadConfig({}).arca).toBeUndefined();
    const { cert, key } = testCredentials();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'arca-config-'));
    writeFileSync(path.join(dir, 'cert.pem'), cert);
    writeFileSync(path.join(dir, 'key.pem'), key);
    const full = {
      ARCA_CUIT: '20111111112',
      ARCA_CERT: path.join(dir, 'cert.pem'),
      ARCA_KEY: key,
      ARCA_POINT_OF_SALE: '3',
      ARCA_BUSINESS_NAME: 'Ana Pérez',
      ARCA_IIBB: '123',
      ARCA_ACTIVITY_START: '2024-03-01',
    };
    const arca = loadConfig(full).arca!;
    expect(arca).toMatchObject({
      cuit: '20111111112',
      pointOfSale: 3,
      env: 'homologacion',
      taxCondition: 'monotributo',
      wsaaUrl: undefined,
      wsfeUrl: undefined,
      timeoutMs: 20_000,
    });
    expect(arca.cert).toBe(cert);
    expect(arca.issuer).toEqual({
      businessName: 'Ana Pérez',
      address: 'Av. Belgrano 1000, Salta Capital, Argentina',
      iibb: '123',
      activityStart: '2024-03-01',
    });
    expect(
      loadConfig({ ...full, ARCA_ENV: 'produccion', ARCA_TAX_CONDITION: 'responsable_inscripto' }).arca,
    ).toMatchObject({ env: 'produccion', taxCondition: 'responsable_inscripto' });
    // A key written on one line with \n, as some hosts keep secrets.
    expect(loadConfig({ ...full, ARCA_KEY: key.replace(/\n/g, '\\n') }).arca?.key).toBe(key);

    expect(() => loadConfig({ ARCA_CUIT: '20111111112' })).toThrow(
      /ARCA_CERT, ARCA_KEY, ARCA_POINT_OF_SALE, ARCA_BUSINESS_NAME, ARCA_IIBB, ARCA_ACTIVITY_START: required for electronic invoices/,
    );
    expect(() => loadConfig({ ...full, ARCA_CUIT: '20111111113' })).toThrow(/ARCA_CUIT: is not a valid CUIT/);
    expect(() => loadConfig({ ...full, ARCA_ENV: 'prod' })).toThrow(
      /ARCA_ENV: must be homologacion or produccion/,
    );
    expect(() => loadConfig({ ...full, ARCA_TAX_CONDITION: 'exento' })).toThrow(/ARCA_TAX_CONDITION/);
    expect(() => loadConfig({ ...full, ARCA_CERT: path.join(dir, 'missing.pem') })).toThrow(
      /ARCA_CERT: must be the certificate/,
    );
    expect(() => loadConfig({ ...full, ARCA_POINT_OF_SALE: '0' })).toThrow(/ARCA_POINT_OF_SALE/);
    expect(() => loadConfig({ ...full, ARCA_ACTIVITY_START: '01/03/2024' })).toThrow(/ARCA_ACTIVITY_START/);
    expect(() => loadConfig({ ...full, ARCA_WSFE_URL: 'ftp://x' })).toThrow(/ARCA_WSFE_URL/);
    // A key that is not the certificate's.
    expect(() => loadConfig({ ...full, ARCA_CERT: cert, ARCA_KEY: otherKey() })).toThrow(
      /ARCA_KEY: does not belong to ARCA_CERT/,
    );
    expect(isValidCuit('20111111112')).toBe(true);
    expect(isValidCuit('30500010912')).toBe(true);
    expect(isValidCuit('20111111111')).toBe(false);
  });

  it('reads TRUST_PROXY as off or the proxies\' addresses, and refuses "true" and hop counts', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    // "true" trusted every hop: any client could choose its own address in X-Forwarded-For.
    for (const value of ['true', 'yes', '1', '2'])
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: no longer accepts.*addresses of the proxies/,
      );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(
      /TRUST_PROXY: not understood: 10.0.0.0\/99/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('unpaid orders expire after 1440 / 120 minutes unless told otherwise; test routes only on a loopback-only server', () => {
    expect(loadConfig({}).paymentDeadlines).toEqual({ transferMinutes: 1440, mercadoPagoMinutes: 120 });
    expect(
      loadConfig({ UNPAID_TRANSFER_TTL_MINUTES: '2880', UNPAID_MERCADOPAGO_TTL_MINUTES: '30' })
        .paymentDeadlines,
    ).toEqual({ transferMinutes: 2880, mercadoPagoMinutes: 30 });
    expect(() => loadConfig({ UNPAID_TRANSFER_TTL_MINUTES: '5' })).toThrow(/UNPAID_TRANSFER_TTL_MINUTES/);
    expect(() => loadConfig({ UNPAID_MERCADOPAGO_TTL_MINUTES: '1e9' })).toThrow(
      /UNPAID_MERCADOPAGO_TTL_MINUTES/,
    );
    expect(loadConfig({}).testRoutes).toBe(false);
    // Listening on every address (the default HOST), a public or https PUBLIC_URL, or behind a proxy: refused.
    expect(() => loadConfig({ TEST_ROUTES: 'true' })).toThrow(/TEST_ROUTES: only for a local test server/);
    expect(() =>
      loadConfig({ TEST_ROUTES: 'true', HOST: '127.0.0.1', PUBLIC_URL: 'https://panaderiaketo.example' }),
    ).toThrow(/TEST_ROUTES/);
    expect(() =>
      loadConfig({ TEST_ROUTES: 'true', HOST: '127.0.0.1', PUBLIC_URL: 'https://localhost:3000' }),
    ).toThrow(/TEST_ROUTES/);
    expect(() => loadConfig({ TEST_ROUTES: 'true', HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1' })).toThrow(
      /TEST_ROUTES/,
    );
    expect(() =>
      loadConfig({ TEST_ROUTES: 'true', HOST: '10.0.0.5', PUBLIC_URL: 'http://127.0.0.1:3000' }),
    ).toThrow(/TEST_ROUTES/);
    expect(
      loadConfig({ TEST_ROUTES: 'true', HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:4321' }).testRoutes,
    ).toBe(true);
    expect(loadConfig({ TEST_ROUTES: 'true', HOST: 'localhost' }).testRoutes).toBe(true);
  });

  it("takes the tests' cheap password hash only on a local test server", () => {
    expect(loadConfig({}).testPasswordHashing).toBe(false);
    expect(() => loadConfig({ TEST_PASSWORD_HASHING: 'true' })).toThrow(
      /TEST_PASSWORD_HASHING: only for a local test server/,
    );
    expect(() =>
      loadConfig({ TEST_PASSWORD_HASHING: 'true', HOST: '127.0.0.1', PUBLIC_URL: 'https://shop.example' }),
    ).toThrow(/TEST_PASSWORD_HASHING/);
    expect(
      loadConfig({ TEST_PASSWORD_HASHING: 'true', HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:4321' })
        .testPasswordHashing,
    ).toBe(true);
  });

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
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        SHOP_WHATSAPP: '+54 9 11',
        SHOP_INFO_EMAIL: 'nope',
      });
      expect.unreachable('loadConfig should have thrown');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as ConfigError).message;
      for (const name of ['PORT', 'DATABASE_URL', 'SHOP_WHATSAPP', 'SHOP_INFO_EMAIL'])
        expect(text).toContain(name);
    }
  });

  it('names every variable that does not agree with another, all at once', () => {
    try {
      loadConfig({
        GOOGLE_CLIENT_ID: 'id',
        VAPID_PUBLIC_KEY: 'B'.repeat(87),
        S3_ENDPOINT: 'http://127.0.0.1:9000',
      });
      expect.unreachable('loadConfig should have thrown');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems).toEqual([
        'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither',
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither',
        'S3_BUCKET: required when S3_ENDPOINT or S3 keys are set',
      ]);
    }
  });

  it('caps receipts at 5 per order and 50 MB per customer per day unless told otherwise', () => {
    expect(loadConfig({}).receipts).toEqual({ maxPerOrder: 5, maxBytesPerCustomerPerDay: 50 * 1024 * 1024 });
    expect(
      loadConfig({ RECEIPTS_MAX_PER_ORDER: '2', RECEIPTS_MAX_BYTES_PER_CUSTOMER_PER_DAY: '1000' }).receipts,
    ).toEqual({ maxPerOrder: 2, maxBytesPerCustomerPerDay: 1000 });
    expect(() => loadConfig({ RECEIPTS_MAX_PER_ORDER: '0' })).toThrow(/RECEIPTS_MAX_PER_ORDER/);
  });

  it('limits orders to 20 an hour per account unless RATE_LIMIT_ORDERS_PER_HOUR says otherwise', () => {
    expect(loadConfig({}).ordersPerHour).toBe(20);
    expect(loadConfig({ RATE_LIMIT_ORDERS_PER_HOUR: '3' }).ordersPerHour).toBe(3);
    expect(() => loadConfig({ RATE_LIMIT_ORDERS_PER_HOUR: '0' })).toThrow(/RATE_LIMIT_ORDERS_PER_HOUR/);
  });

  it('offers the listed payment methods in order, without Mercado Pago when it has no token', () => {
    expect(loadConfig({}).paymentMethods).toEqual(['transferencia', 'efectivo']);
    expect(loadConfig({}).mercadoPago).toBeUndefined();
    const withMp = loadConfig({
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-1',
      MERCADOPAGO_WEBHOOK_SECRET: 's',
      SHOP_PAYMENT_METHODS: 'efectivo, mercadopago,efectivo',
    });
    expect(withMp.paymentMethods).toEqual(['efectivo', 'mercadopago']);
    expect(withMp.mercadoPago).toEqual({
      accessToken: 'TEST-1',
      webhookSecret: 's',
      apiUrl: 'https://api.mercadopago.com',
    });
    expect(loadConfig({}).shop.bankCbu).toBe('');
  });

  it('refuses Mercado Pago without its webhook secret, unknown methods and a malformed CBU', () => {
    expect(() => loadConfig({ MERCADOPAGO_ACCESS_TOKEN: 'TEST-1' })).toThrow(/MERCADOPAGO_WEBHOOK_SECRET/);
    expect(() => loadConfig({ SHOP_PAYMENT_METHODS: 'bitcoin' })).toThrow(/SHOP_PAYMENT_METHODS/);
    expect(() => loadConfig({ SHOP_PAYMENT_METHODS: 'mercadopago' })).toThrow(/SHOP_PAYMENT_METHODS/);
    expect(() => loadConfig({ SHOP_BANK_CBU: '123' })).toThrow(/SHOP_BANK_CBU/);
  });

  describe('Cognito', () => {
    const pool = {
      COGNITO_DISCOVERY_URL:
        'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_AbC123/.well-known/openid-configuration',
      COGNITO_CLIENT_ID: 'client-id',
      COGNITO_CLIENT_SECRET: 'client-secret',
    };

    it('is off without configuration and on with all three variables', () => {
      expect(loadConfig({}).cognito).toBeUndefined();
      expect(loadConfig(pool).cognito).toEqual({
        discoveryUrl: pool.COGNITO_DISCOVERY_URL,
        clientId: 'client-id',
        clientSecret: 'client-secret',
      });
    });

    it('refuses a partial configuration, naming what is missing', () => {
      for (const missing of Object.keys(pool)) {
        const env = { ...pool, [missing]: '' };
        expect(() => loadConfig(env)).toThrow(ConfigError);
        expect(() => loadConfig(env)).toThrow(
          new RegExp(`${missing}: set all three COGNITO_\\* variables or none`),
        );
      }
    });

    it('wants the discovery document, not the issuer or another scheme', () => {
      for (const url of [
        'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_AbC123',
        'ftp://example.com/.well-known/openid-configuration',
        'nope',
      ]) {
        expect(() => loadConfig({ ...pool, COGNITO_DISCOVERY_URL: url })).toThrow(/COGNITO_DISCOVERY_URL/);
      }
    });
  });
});

describe('loadConfig: pool, timeouts and shutdown', () => {
  it('has defaults that answer within a second while PostgreSQL is unreachable', () => {
    const config = loadConfig({});
    expect(config.databasePool).toEqual({ max: 20, connectTimeoutMs: 750, queryTimeoutMs: 750 });
    expect(config.http).toEqual({
      requestTimeoutMs: 120_000,
      idleTimeoutMs: 30_000,
      keepAliveTimeoutMs: 72_000,
    });
    expect(config.shutdownTimeoutMs).toBe(10_000);
  });

  it('reads DATABASE_POOL_MAX and the time limits, and names wrong ones', () => {
    const config = loadConfig({
      DATABASE_POOL_MAX: '50',
      DATABASE_QUERY_TIMEOUT_MS: '5000',
      SHUTDOWN_TIMEOUT_MS: '3000',
    });
    expect(config.databasePool.max).toBe(50);
    expect(config.databasePool.queryTimeoutMs).toBe(5000);
    expect(config.shutdownTimeoutMs).toBe(3000);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0', HTTP_IDLE_TIMEOUT_MS: 'soon' })).toThrow(
      /DATABASE_POOL_MAX[\s\S]*HTTP_IDLE_TIMEOUT_MS/,
    );
  });
});

describe('loadConfig: several processes', () => {
  const secret = 'a-shared-secret-a-shared-secret-0123';
  const messageOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).message;
    }
    return expect.unreachable('loadConfig should have thrown');
  };

  it('refuses DATABASE_URL without AUTH_SECRET, naming it', () => {
    const text = messageOf({ DATABASE_URL: 'postgres://shop@db.example:5432/shop' });
    expect(text).toContain('AUTH_SECRET');
    expect(text).toContain('DATABASE_URL');
    expect(
      loadConfig({ DATABASE_URL: 'postgres://shop@db.example:5432/shop', AUTH_SECRET: secret }).authSecret,
    ).toBe(secret);
    // The embedded database (one process) may still keep its generated secret in DATA_DIR.
    expect(loadConfig({}).authSecret).toBeUndefined();
  });

  it('uses the local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'shop-files' }).s3).toEqual({
      bucket: 'shop-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'shop-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'sa-east-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'shop-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'sa-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('names wrong S3 settings', () => {
    expect(messageOf({ S3_BUCKET: 'Not A Bucket' })).toContain('S3_BUCKET');
    expect(messageOf({ S3_BUCKET: 'shop-files', S3_ENDPOINT: 'ftp://x' })).toContain('S3_ENDPOINT');
    expect(messageOf({ S3_BUCKET: 'shop-files', S3_ACCESS_KEY_ID: 'key' })).toContain('S3_SECRET_ACCESS_KEY');
    expect(messageOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toContain('S3_BUCKET');
    expect(messageOf({ S3_BUCKET: 'shop-files', S3_FORCE_PATH_STYLE: 'maybe' })).toContain(
      'S3_FORCE_PATH_STYLE',
    );
  });

  it('reads CATALOG_STATS_REFRESH_MS (default 2 s)', () => {
    expect(loadConfig({}).catalogStatsRefreshMs).toBe(2000);
    expect(loadConfig({ CATALOG_STATS_REFRESH_MS: '500' }).catalogStatsRefreshMs).toBe(500);
    expect(messageOf({ CATALOG_STATS_REFRESH_MS: '-1' })).toContain('CATALOG_STATS_REFRESH_MS');
  });
});

describe('loadConfig: what pages tell search engines and link previews', () => {
  it('names the shop per language and reads its place and opening hours', () => {
    const defaults = loadConfig({});
    expect(defaults.shop).toMatchObject({ name: 'Panadería Keto', nameEn: 'Keto Bakery' });
    expect(defaults.shop).toMatchObject({
      region: 'Salta',
      postalCode: '',
      hours: [{ days: [1, 2, 3, 4, 5], opens: '09:00', closes: '19:00' }],
    });
    const config = loadConfig({
      SHOP_NAME_EN: 'Low-carb Bakery',
      SHOP_REGION: 'Jujuy',
      SHOP_POSTAL_CODE: 'A4400ABC',
      SHOP_OPENING_HOURS: 'Mo-Fr 08:00-19:00; Sa,Su 09:00-13:00',
    });
    expect(config.shop.nameEn).toBe('Low-carb Bakery');
    expect(config.shop).toMatchObject({
      region: 'Jujuy',
      postalCode: 'A4400ABC',
      hours: [
        { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '19:00' },
        { days: [0, 6], opens: '09:00', closes: '13:00' },
      ],
    });
  });

  it('names malformed opening hours, postal codes and public URLs', () => {
    for (const [name, value] of [
      ['SHOP_OPENING_HOURS', 'lunes a viernes de 8 a 19'],
      ['SHOP_OPENING_HOURS', 'Mo-Fr 8:00-19:00'],
      ['SHOP_OPENING_HOURS', ' ; '],
      ['SHOP_POSTAL_CODE', '44 00'],
      ['PUBLIC_URL', 'shop.example'],
    ]) {
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(name);
    }
  });
});

function otherKey(): string {
  return generateKeyPairSync('rsa', { modulusLength: 1024 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
}
