import { describe, expect, expectTypeOf, it } from 'vitest';
import { dealSchema, discountedPrice, ProductsQuery, productListSchema, productSchema } from './product';
import { imageSources } from './product-image';
import { makeProduct } from './test-support';

describe('productSchema', () => {
  it('accepts a well-formed product', () => {
    const product = makeProduct({ originalPrice: 5000, discountPercent: 20, price: 4000 });
    expect(productSchema.parse(product)).toEqual(product);
    expect(productListSchema.parse({ items: [product], total: 17 }).total).toBe(17);
  });

  it('rejects fractional prices, unknown categories and out-of-range ratings', () => {
    expect(productSchema.safeParse(makeProduct({ price: 10.5 })).success).toBe(false);
    expect(productSchema.safeParse({ ...makeProduct(), category: 'todos' }).success).toBe(false);
    expect(productSchema.safeParse(makeProduct({ rating: { average: 5.5, count: 1 } })).success).toBe(false);
    expect(productSchema.safeParse(makeProduct({ images: [] })).success).toBe(false);
  });

  it('requires a deal end time in ISO 8601 UTC', () => {
    expect(
      dealSchema.safeParse({ product: makeProduct(), endsAt: '2025-06-01T03:00:00.000Z', discount: null })
        .success,
    ).toBe(true);
    expect(dealSchema.safeParse({ product: makeProduct(), endsAt: 'mañana', discount: null }).success).toBe(
      false,
    );
  });
});

describe('ProductsQuery', () => {
  it('fills defaults for an empty query', () => {
    expect(ProductsQuery.parse({})).toEqual({
      limit: 10,
      offset: 0,
      lang: 'es',
      sort: 'catalog',
      exclude: [],
    });
  });

  it('coerces numeric strings and keeps a valid category and language', () => {
    expect(ProductsQuery.parse({ category: 'dulces', limit: '20', offset: '30', lang: 'en' })).toEqual({
      category: 'dulces',
      limit: 20,
      offset: 30,
      lang: 'en',
      sort: 'catalog',
      exclude: [],
    });
  });

  it('treats blank values as not given', () => {
    const parsed = ProductsQuery.parse({ category: '', limit: '', offset: ' ', lang: '' });
    expect(parsed).toMatchObject({ limit: 10, offset: 0, lang: 'es' });
    expect(parsed.category).toBeUndefined();
  });

  it.each([
    [{ limit: '0' }, 'limit'],
    [{ limit: '51' }, 'limit'],
    [{ limit: '2.5' }, 'limit'],
    [{ limit: 'abc' }, 'limit'],
    [{ limit: ['1', '2'] }, 'limit'],
    [{ offset: '-1' }, 'offset'],
    [{ offset: '10001' }, 'offset'],
    [{ category: 'Salados' }, 'category'],
    [{ category: 'todos' }, 'category'],
    [{ lang: 'fr' }, 'lang'],
    [{ sort: 'price' }, 'sort'],
  ])('rejects %j', (query, field) => {
    const result = ProductsQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('accepts the bounds', () => {
    expect(ProductsQuery.parse({ limit: '1', offset: '10000' })).toMatchObject({ limit: 1, offset: 10000 });
    expect(ProductsQuery.parse({ limit: '50' }).limit).toBe(50);
  });

  it('rejects unknown keys', () => {
    const result = ProductsQuery.safeParse({ limit: '10', page: '2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('accepts the best-selling order and rejects other sorts', () => {
    expect(ProductsQuery.parse({ sort: 'bestselling' }).sort).toBe('bestselling');
    expect(ProductsQuery.safeParse({ sort: 'price' }).success).toBe(false);
  });

  it('has an output type with optional category and required paging', () => {
    expectTypeOf<ProductsQuery['limit']>().toEqualTypeOf<number>();
    expectTypeOf<ProductsQuery['lang']>().toEqualTypeOf<'es' | 'en'>();
    expectTypeOf<ProductsQuery['category']>().toEqualTypeOf<'salados' | 'dulces' | 'nuevos' | undefined>();
  });
});

describe('discountedPrice', () => {
  it('returns the price unchanged without a discount', () => {
    expect(discountedPrice(4000, null)).toBe(4000);
    expect(discountedPrice(4000, undefined)).toBe(4000);
    expect(discountedPrice(4000, 0)).toBe(4000);
  });

  it('applies the percentage and rounds to whole pesos', () => {
    expect(discountedPrice(4000, 25)).toBe(3000);
    expect(discountedPrice(2500, 10)).toBe(2250);
    expect(discountedPrice(1999, 15)).toBe(1699); // 1699.15
    expect(discountedPrice(1001, 50)).toBe(501); // 500.5 rounds half up
    expect(discountedPrice(4000, 100)).toBe(0);
  });

  it('rejects impossible inputs', () => {
    expect(() => discountedPrice(4000, -5)).toThrow(RangeError);
    expect(() => discountedPrice(4000, 120)).toThrow(RangeError);
    expect(() => discountedPrice(4000, Number.NaN)).toThrow(RangeError);
    expect(() => discountedPrice(10.5, 10)).toThrow(RangeError);
    expect(() => discountedPrice(-1, 10)).toThrow(RangeError);
  });
});

describe('imageSources', () => {
  it('builds AVIF and WebP source sets and an 800 px WebP fallback', () => {
    expect(imageSources('/images/products/0-1')).toEqual({
      src: '/images/products/0-1-800.webp',
      srcSetAvif: '/images/products/0-1-400.avif 400w, /images/products/0-1-800.avif 800w',
      srcSetWebp: '/images/products/0-1-400.webp 400w, /images/products/0-1-800.webp 800w',
      width: 800,
      height: 800,
    });
  });
});
