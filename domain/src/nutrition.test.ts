import { describe, expect, it } from 'vitest';
import { adminProductPatchSchema } from './admin-product';
import {
  allergenListSchema,
  nutritionSchema,
  per100gFrom,
  portionMatches,
  type NutritionFacts,
} from './nutrition';
import { NUTRITION_KEYS as VALIDATION_KEYS } from './nutrition';

// A slice of seed bread: 36 g, 2 g net carbs.
const slice: NutritionFacts = {
  energyKcal: 110,
  fatG: 9,
  proteinG: 5,
  carbsG: 6,
  netCarbsG: 2,
  fiberG: 4,
  sugarsG: 0.5,
};
const valid = { portionG: 36, portionsPerPiece: 14, perPortion: slice, per100g: per100gFrom(slice, 36) };

/** The message key zod reports at `path` (joined with dots), or undefined. */
function keyAt(input: unknown, path: string): string | undefined {
  const result = nutritionSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === path)?.message;
}

describe('nutritionSchema', () => {
  it('accepts consistent facts, and per-portion facts alone (per100g null by default)', () => {
    expect(nutritionSchema.parse(valid)).toEqual(valid);
    expect(nutritionSchema.parse({ portionG: 36, portionsPerPiece: 14, perPortion: slice })).toEqual({
      ...valid,
      per100g: null,
    });
  });

  it('works out per-100 g facts rounded to one decimal', () => {
    expect(per100gFrom(slice, 36)).toEqual({
      energyKcal: 305.6,
      fatG: 25,
      proteinG: 13.9,
      carbsG: 16.7,
      netCarbsG: 5.6,
      fiberG: 11.1,
      sugarsG: 1.4,
    });
  });

  it('refuses negatives, non-numbers and absurd values', () => {
    expect(keyAt({ ...valid, perPortion: { ...slice, fatG: -1 } }, 'perPortion.fatG')).toBe(
      VALIDATION_KEYS.nutrition,
    );
    expect(keyAt({ ...valid, perPortion: { ...slice, fatG: '9' } }, 'perPortion.fatG')).toBe(
      VALIDATION_KEYS.nutrition,
    );
    expect(
      keyAt({ ...valid, perPortion: { ...slice, energyKcal: Number.NaN } }, 'perPortion.energyKcal'),
    ).toBe(VALIDATION_KEYS.nutrition);
    expect(keyAt({ ...valid, portionG: 0 }, 'portionG')).toBe(VALIDATION_KEYS.portion);
    expect(keyAt({ ...valid, portionG: 5000 }, 'portionG')).toBe(VALIDATION_KEYS.portion);
    expect(keyAt({ ...valid, portionsPerPiece: -2 }, 'portionsPerPiece')).toBe(VALIDATION_KEYS.portion);
    // 90 g of fat in a 36 g slice, 1000 kcal per 100 g
    expect(keyAt({ ...valid, per100g: null, perPortion: { ...slice, fatG: 90 } }, 'perPortion.fatG')).toBe(
      VALIDATION_KEYS.nutritionMass,
    );
    expect(keyAt({ ...valid, per100g: { ...valid.per100g, energyKcal: 1000 } }, 'per100g.energyKcal')).toBe(
      VALIDATION_KEYS.nutritionMass,
    );
  });

  it('refuses net carbs or sugars above the total, and net + fibre beyond it', () => {
    const base = { portionG: 36, portionsPerPiece: 14, per100g: null };
    expect(keyAt({ ...base, perPortion: { ...slice, netCarbsG: 7 } }, 'perPortion.netCarbsG')).toBe(
      VALIDATION_KEYS.netCarbs,
    );
    expect(keyAt({ ...base, perPortion: { ...slice, sugarsG: 6.5 } }, 'perPortion.sugarsG')).toBe(
      VALIDATION_KEYS.sugars,
    );
    expect(keyAt({ ...base, perPortion: { ...slice, fiberG: 5 } }, 'perPortion.fiberG')).toBe(
      VALIDATION_KEYS.fiber,
    );
    // within the rounding slack of 0.5 g
    expect(keyAt({ ...base, perPortion: { ...slice, fiberG: 4.4 } }, 'perPortion.fiberG')).toBeUndefined();
  });

  it('refuses per-portion facts that do not match per 100 g beyond rounding', () => {
    expect(
      keyAt({ ...valid, perPortion: { ...slice, netCarbsG: 4, carbsG: 8 } }, 'perPortion.netCarbsG'),
    ).toBe(VALIDATION_KEYS.nutritionMismatch);
    expect(portionMatches(2, 5.6, 36, 'netCarbsG')).toBe(true);
    expect(portionMatches(3.1, 5.6, 36, 'netCarbsG')).toBe(false);
    expect(portionMatches(118, 305.6, 36, 'energyKcal')).toBe(true); // within 10 kcal
    expect(portionMatches(125, 305.6, 36, 'energyKcal')).toBe(false);
  });

  it('refuses unknown keys in the facts', () => {
    expect(nutritionSchema.safeParse({ ...valid, perPortion: { ...slice, salt: 1 } }).success).toBe(false);
  });
});

describe('allergenListSchema', () => {
  it('keeps known allergens in the list order', () => {
    expect(allergenListSchema.parse(['sesame', 'nuts', 'eggs'])).toEqual(['eggs', 'nuts', 'sesame']);
    expect(allergenListSchema.parse([])).toEqual([]);
  });

  it('refuses unknown and repeated allergens', () => {
    expect(allergenListSchema.safeParse(['nuts', 'shellfish']).success).toBe(false);
    expect(allergenListSchema.safeParse(['nuts', 'nuts']).success).toBe(false);
  });

  it('is part of the admin PATCH body, null meaning "not declared"', () => {
    expect(adminProductPatchSchema.parse({ allergens: null })).toEqual({ allergens: null });
    expect(adminProductPatchSchema.safeParse({ allergens: ['gluten', 'lupin'] }).success).toBe(false);
    expect(adminProductPatchSchema.safeParse({ nutrition: { ...valid, portionG: -1 } }).success).toBe(false);
  });
});
