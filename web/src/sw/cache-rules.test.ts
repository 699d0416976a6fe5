import { describe, expect, it } from 'vitest';
import { cacheKindFor, isPersonalPath, isStorableResponse } from './cache-rules.ts';

const ORIGIN = 'https://panaderia.example';
const kind = (path: string, { method = 'GET', mode = 'cors', destination = '' } = {}) =>
  cacheKindFor(new URL(path, ORIGIN), ORIGIN, method, mode, destination);
const page = (path: string) => kind(path, { mode: 'navigate', destination: 'document' });

describe('service worker cache rules (never personal data)', () => {
  it('keeps the catalogue API answers', () => {
    for (const path of [
      '/api/products',
      '/api/products?lang=en&categoria=panes',
      '/api/products/pan-de-semillas',
      '/api/products/3/reviews',
      '/api/deal',
      '/api/shop',
    ]) {
      expect(kind(path), path).toBe('catalogue-api');
    }
  });

  it('never keeps session, account, order, payment, receipt or back-office answers', () => {
    const personal = [
      '/api/auth/callback',
      '/api/account/sign-in',
      '/api/me',
      '/api/session',
      '/api/cliente',
      '/api/pedido',
      '/api/pedidos',
      '/api/pedidos/abc',
      '/api/pedidos/abc/pago',
      '/api/orders/1',
      '/api/admin/orders',
      '/api/admin/push/key',
      '/api/admin/products',
      '/api/payments/mercadopago/webhook',
      '/api/receipts/x',
      '/api/admin/orders-export.csv',
    ];
    for (const path of personal) {
      expect(kind(path), path).toBeNull();
      expect(kind(path, { destination: 'image' }), path).toBeNull();
      expect(isPersonalPath(path), path).toBe(true);
    }
  });

  it('keeps the catalogue and public pages, never the account, orders, checkout or admin pages', () => {
    for (const path of [
      '/',
      '/allProducts',
      '/allProducts/pan-de-semillas',
      '/category?categoria=panes',
      '/about',
      '/cart',
      '/wishlist',
      '/contact',
    ]) {
      expect(page(path), path).toBe('page');
    }
    for (const path of [
      '/admin',
      '/admin/orders/1',
      '/account',
      '/orders',
      '/checkout',
      '/login',
      '/signup',
      '/pedidos/1/pago',
      '/pedidos/1/comprobante',
      '/payment',
      '/access',
      '/callback',
    ]) {
      expect(page(path), path).toBeNull();
    }
  });

  it('keeps product images, not other origins, not writes', () => {
    expect(kind('/images/products/0-1-400.avif', { destination: 'image' })).toBe('image');
    expect(
      cacheKindFor(new URL('https://cdn.example/images/a.png'), ORIGIN, 'GET', 'no-cors', 'image'),
    ).toBeNull();
    expect(kind('/api/products', { method: 'POST' })).toBeNull();
    expect(kind('/api/products/3/reviews', { method: 'POST' })).toBeNull();
  });

  it('does not take a longer name for a personal one', () => {
    expect(isPersonalPath('/accountant')).toBe(false);
    expect(isPersonalPath('/ADMIN/orders')).toBe(true);
  });

  it('stores only 200 answers not marked private or no-store', () => {
    const headers = (h: Record<string, string>) => new Headers(h);
    expect(isStorableResponse(200, headers({ 'cache-control': 'public, max-age=60' }))).toBe(true);
    expect(isStorableResponse(200, headers({ 'cache-control': 'no-cache' }))).toBe(true);
    expect(isStorableResponse(200, headers({ 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isStorableResponse(200, headers({ 'cache-control': 'no-store' }))).toBe(false);
    expect(isStorableResponse(200, headers({ 'cache-control': 'max-age=0, private' }))).toBe(false);
    expect(isStorableResponse(200, headers({ vary: '*' }))).toBe(false);
    expect(isStorableResponse(404, headers({}))).toBe(false);
    expect(isStorableResponse(500, headers({}))).toBe(false);
  });
});
