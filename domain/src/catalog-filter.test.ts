import { describe, expect, it } from 'vitest';
import { pageFilterSearch, readPageFilter, type QueryParams } from './catalog-filter';
import { ProductsQuery } from './product';

/** A query string as the reader sees it (URLSearchParams' get/getAll; the domain has no DOM types). */
function q(search: string): QueryParams {
  const pairs = search
    .split('&')
    .filter(Boolean)
    .map((p) => p.split('=').map((x) => decodeURIComponent(x.replace(/\+/g, ' '))) as [string, string?]);
  return {
    get: (name) => pairs.find(([k]) => k === name)?.[1] ?? null,
    getAll: (name) => pairs.filter(([k]) => k === name).map(([, v]) => v ?? ''),
  };
}

describe('ProductsQuery filter (API)', () => {
  it('reads exclude as a comma list or repeated params, in the list order', () => {
    expect(ProductsQuery.parse({ exclude: 'nuts,milk' }).exclude).toEqual(['milk', 'nuts']);
    expect(ProductsQuery.parse({ exclude: ['nuts', 'milk', 'nuts'] }).exclude).toEqual(['milk', 'nuts']);
    expect(ProductsQuery.parse({}).exclude).toEqual([]);
    expect(ProductsQuery.parse({ exclude: '' }).exclude).toEqual([]);
  });

  it('reads maxNetCarbs and the new orders', () => {
    const q = ProductsQuery.parse({ maxNetCarbs: '3', sort: 'netCarbs' });
    expect(q.maxNetCarbs).toBe(3);
    expect(q.sort).toBe('netCarbs');
    expect(ProductsQuery.parse({ maxNetCarbs: '2.5' }).maxNetCarbs).toBe(2.5);
    expect(ProductsQuery.parse({ sort: 'priceDesc' }).sort).toBe('priceDesc');
  });

  it('refuses unknown allergens and absurd limits', () => {
    expect(ProductsQuery.safeParse({ exclude: 'nuts,lupin' }).success).toBe(false);
    for (const bad of ['-1', '101', 'abc', '1e9', '2.55', 'Infinity']) {
      expect(ProductsQuery.safeParse({ maxNetCarbs: bad }).success, bad).toBe(false);
    }
    expect(ProductsQuery.safeParse({ sort: 'carbs' }).success).toBe(false);
  });
});

describe('readPageFilter (pages)', () => {
  it('reads what the page URL says', () => {
    expect(readPageFilter(q('exclude=nuts,milk&maxNetCarbs=3&sort=priceAsc'))).toEqual({
      filter: { exclude: ['milk', 'nuts'], maxNetCarbs: 3 },
      sort: 'priceAsc',
      ignored: [],
    });
    // a plain GET form sends repeated checkboxes and a blank select
    expect(readPageFilter(q('exclude=nuts&exclude=gluten&maxNetCarbs=&sort=catalog'))).toEqual({
      filter: { exclude: ['gluten', 'nuts'] },
      sort: 'catalog',
      ignored: [],
    });
  });

  it('keeps what it understands and lists the rest instead of failing', () => {
    const read = readPageFilter(q('exclude=nuts,lupin&maxNetCarbs=-4&sort=bestselling'));
    expect(read.filter).toEqual({ exclude: ['nuts'] });
    expect(read.sort).toBe('catalog');
    expect(read.ignored).toEqual(['exclude', 'maxNetCarbs', 'sort']);
  });

  it('writes equal filters as equal query strings, defaults left out', () => {
    expect(pageFilterSearch({ exclude: ['nuts', 'milk'], maxNetCarbs: 3 }, 'netCarbs')).toBe(
      'exclude=milk%2Cnuts&maxNetCarbs=3&sort=netCarbs',
    );
    expect(pageFilterSearch({ exclude: [] })).toBe('');
    const round = readPageFilter(
      q(pageFilterSearch({ exclude: ['sesame', 'eggs'], maxNetCarbs: 1.5 }, 'priceDesc')),
    );
    expect(round).toEqual({
      filter: { exclude: ['eggs', 'sesame'], maxNetCarbs: 1.5 },
      sort: 'priceDesc',
      ignored: [],
    });
  });
});
