import { describe, expect, it } from 'vitest';
import { filterRows, narrowsFilter, passesFilter } from './catalog-rows';
import type { CatalogFilter } from './catalog-filter';

const f = (exclude: CatalogFilter['exclude'], maxNetCarbs?: number): CatalogFilter => ({
  exclude,
  maxNetCarbs,
});

describe('passesFilter', () => {
  it('leaves out a declared allergen, and a product that declares none yet', () => {
    expect(passesFilter({ allergens: ['milk'], netCarbsG: 1 }, f(['nuts']))).toBe(true);
    expect(passesFilter({ allergens: ['milk', 'nuts'], netCarbsG: 1 }, f(['nuts']))).toBe(false);
    expect(passesFilter({ allergens: null, netCarbsG: 1 }, f(['nuts']))).toBe(false);
    expect(passesFilter({ allergens: null, netCarbsG: null }, f([]))).toBe(true);
  });

  it('keeps at most the limit of net carbs, and leaves out a product without facts', () => {
    expect(passesFilter({ allergens: [], netCarbsG: 3 }, f([], 3))).toBe(true);
    expect(passesFilter({ allergens: [], netCarbsG: 3.5 }, f([], 3))).toBe(false);
    expect(passesFilter({ allergens: [], netCarbsG: null }, f([], 3))).toBe(false);
    expect(passesFilter({ allergens: [], netCarbsG: undefined }, f([], 3))).toBe(false);
  });

  it('is the rule of filterRows', () => {
    const row = (allergens: CatalogFilter['exclude'] | null, net?: number) => ({
      allergens,
      priceArs: 100,
      discountPercent: null,
      nutrition: net === undefined ? null : ({ perPortion: { netCarbsG: net } } as never),
    });
    const rows = [row(['nuts'], 1), row([], 2), row(null, 1), row([], 5), row([])];
    expect(filterRows(rows, f(['nuts'], 3))).toEqual([rows[1]]);
    expect(filterRows(rows, f([]))).toBe(rows);
  });
});

describe('narrowsFilter', () => {
  it('is true when every product of the new filter passed the old one', () => {
    expect(narrowsFilter(f([]), f(['nuts']))).toBe(true);
    expect(narrowsFilter(f(['milk']), f(['milk', 'nuts']))).toBe(true);
    expect(narrowsFilter(f([]), f([], 3))).toBe(true);
    expect(narrowsFilter(f([], 5), f([], 3))).toBe(true);
    expect(narrowsFilter(f(['nuts'], 3), f(['nuts'], 3))).toBe(true);
  });

  it('is false when the new filter lets in products the old one left out', () => {
    expect(narrowsFilter(f(['nuts']), f([]))).toBe(false);
    expect(narrowsFilter(f(['nuts']), f(['milk']))).toBe(false);
    expect(narrowsFilter(f([], 3), f([], 5))).toBe(false);
    expect(narrowsFilter(f([], 3), f([]))).toBe(false);
  });
});
