import { describe, expect, it } from 'vitest';
import esCommon from '../../locales/es/common.json';
import enCommon from '../../locales/en/common.json';
import { pageText } from './page-texts.ts';

describe('pageText (the <head> texts)', () => {
  it('reads a key of any namespace in either language', () => {
    expect(pageText('es', 'cart:title')).toBe('Mi Carrito');
    expect(pageText('en', 'cart:title')).toBe('My Cart');
  });

  it('resolves $t() nesting as the app does', () => {
    expect(pageText('es', 'catalog:category.names.Dulces')).toBe(esCommon.categories.dulces);
    expect(pageText('en', 'catalog:category.names.Dulces')).toBe(enCommon.categories.dulces);
  });

  it('fills placeholders, nested ones included, and leaves a missing value empty', () => {
    const name = pageText('en', 'catalog:category.names.Salados');
    expect(pageText('en', 'catalog:category.documentTitle', { name })).toBe(enCommon.categories.salados);
    expect(pageText('es', 'catalog:category.documentTitle')).toBe('');
  });

  it('throws on a missing key rather than showing it', () => {
    expect(() => pageText('es', 'cart:no.such.key')).toThrow(/missing text es cart:no.such.key/);
    expect(() => pageText('en', 'seo:nothing')).toThrow();
  });
});
