import { z } from 'zod';

/**
 * i18n keys of the nutrition problems. Only the owner's product form shows them, so their texts
 * live in the back office's namespace (admin.json "validation"), not in the first-load common
 * texts that VALIDATION_KEYS' are in (the shopper's first-load JS budget).
 */
export const NUTRITION_KEYS = {
  nutrition: 'validation.nutrition',
  nutritionMass: 'validation.nutritionMass',
  nutritionMismatch: 'validation.nutritionMismatch',
  netCarbs: 'validation.netCarbs',
  sugars: 'validation.sugars',
  fiber: 'validation.fiber',
  portion: 'validation.portion',
  allergen: 'validation.allergen',
} as const;
const VALIDATION_KEYS = NUTRITION_KEYS;

/*
 * Nutrition facts, ingredients and allergens of a product ("Keto shopper").
 * Grams and kcal are plain numbers (decimals allowed, e.g. 2.5 g); carbohydrates follow the keto
 * shop's convention: `carbsG` is the TOTAL (fibre and polyols such as erythritol included) and
 * `netCarbsG` what is left after taking fibre (and polyols) away, so net + fibre <= total.
 */

/**
 * Allergens a product can declare, as keys (texts live in the web's locales). The first ten follow
 * Argentina's labelling list (Código Alimentario Argentino, art. 235 séptimo: cereals with gluten
 * (TACC), crustaceans, eggs, fish, peanuts, soy, milk, tree nuts ("frutas secas"), sulphites);
 * sesame is not in that list but is in the owner's allergen list and many shoppers ask for it.
 */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'sesame',
  'sulphites',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Largest portion in grams (a whole 1.6 kg cake is one "piece"; a portion beyond 2 kg is a typo). */
export const PORTION_MAX_G = 2000;
/** Most portions one piece (loaf, box, cake) can have. */
export const PORTIONS_PER_PIECE_MAX = 200;
/** Energy of pure fat: no food has more per 100 g. */
export const KCAL_PER_100G_MAX = 900;

const amount = (max: number) =>
  z
    .number({ error: VALIDATION_KEYS.nutrition })
    .min(0, { error: VALIDATION_KEYS.nutrition })
    .max(max, { error: VALIDATION_KEYS.nutrition });

/** The seven figures of a nutrition table; grams except `energyKcal`. */
const factsShape = {
  energyKcal: amount(PORTION_MAX_G * 9),
  fatG: amount(PORTION_MAX_G),
  proteinG: amount(PORTION_MAX_G),
  /** Total carbohydrates, fibre included. */
  carbsG: amount(PORTION_MAX_G),
  netCarbsG: amount(PORTION_MAX_G),
  fiberG: amount(PORTION_MAX_G),
  sugarsG: amount(PORTION_MAX_G),
};
export const nutritionFactsSchema = z.object(factsShape).strict();
export type NutritionFacts = z.infer<typeof nutritionFactsSchema>;

/** The fields of NutritionFacts in table order (the product page and the admin form use it). */
export const NUTRITION_FIELDS = [
  'energyKcal',
  'fatG',
  'proteinG',
  'carbsG',
  'netCarbsG',
  'fiberG',
  'sugarsG',
] as const;
export type NutritionField = (typeof NUTRITION_FIELDS)[number];

/** Rounding slack between figures that must add up (labels round each figure on its own). */
const SLACK_G = 0.5;

/**
 * Issues of one set of facts whose total mass is `massG` grams (the portion, or 100): each gram
 * figure within the mass, fat + protein + carbs within it, energy within 9 kcal per gram, net and
 * sugars within the total carbs, net + fibre within the total.
 * @returns [field, key] pairs (empty when consistent).
 */
function factsIssues(f: NutritionFacts, massG: number): Array<[NutritionField, string]> {
  const out: Array<[NutritionField, string]> = [];
  const slack = SLACK_G + massG * 0.01;
  for (const key of ['fatG', 'proteinG', 'carbsG'] as const) {
    if (f[key] > massG + slack) out.push([key, VALIDATION_KEYS.nutritionMass]);
  }
  if (f.fatG + f.proteinG + f.carbsG > massG + slack) out.push(['carbsG', VALIDATION_KEYS.nutritionMass]);
  if (f.energyKcal > massG * 9 + 5) out.push(['energyKcal', VALIDATION_KEYS.nutritionMass]);
  if (f.netCarbsG > f.carbsG) out.push(['netCarbsG', VALIDATION_KEYS.netCarbs]);
  if (f.sugarsG > f.carbsG) out.push(['sugarsG', VALIDATION_KEYS.sugars]);
  if (f.netCarbsG + f.fiberG > f.carbsG + SLACK_G) out.push(['fiberG', VALIDATION_KEYS.fiber]);
  return out;
}

/**
 * True when `perPortion` is what `per100g` gives for `portionG` grams, within label rounding:
 * 1 g (10 kcal) or 10 %, whichever is larger.
 */
export function portionMatches(
  perPortion: number,
  per100g: number,
  portionG: number,
  field: NutritionField,
): boolean {
  const expected = (per100g * portionG) / 100;
  const slack = Math.max(field === 'energyKcal' ? 10 : 1, expected * 0.1);
  return Math.abs(perPortion - expected) <= slack;
}

/**
 * Per-100 g facts worked out from per-portion ones, each rounded to one decimal.
 * @param perPortion facts of one portion; @param portionG its mass in grams (> 0).
 */
export function per100gFrom(perPortion: NutritionFacts, portionG: number): NutritionFacts {
  const out = {} as NutritionFacts;
  for (const key of NUTRITION_FIELDS) out[key] = Math.round(((perPortion[key] * 100) / portionG) * 10) / 10;
  return out;
}

/**
 * Nutrition facts of a product: portion size in grams, portions per piece (a loaf of 14
 * slices: 14), the facts of one portion and, when the owner has them, of 100 g (null: not given;
 * the product page works them out from the portion). Bounds: no negatives, no figure beyond its
 * mass, net and sugars within total carbs, and per-portion consistent with per-100 g within
 * rounding (`portionMatches`). Errors are VALIDATION_KEYS.nutrition* at the offending field's path.
 */
export const nutritionSchema = z
  .object({
    portionG: z
      .number({ error: VALIDATION_KEYS.portion })
      .gt(0, { error: VALIDATION_KEYS.portion })
      .max(PORTION_MAX_G, { error: VALIDATION_KEYS.portion }),
    portionsPerPiece: z
      .number({ error: VALIDATION_KEYS.portion })
      .gt(0, { error: VALIDATION_KEYS.portion })
      .max(PORTIONS_PER_PIECE_MAX, { error: VALIDATION_KEYS.portion }),
    perPortion: nutritionFactsSchema,
    per100g: nutritionFactsSchema.nullable().default(null),
  })
  .strict()
  .superRefine((n, ctx) => {
    for (const [field, key] of factsIssues(n.perPortion, n.portionG)) {
      ctx.addIssue({ code: 'custom', path: ['perPortion', field], message: key });
    }
    if (!n.per100g) return;
    for (const [field, key] of factsIssues(n.per100g, 100)) {
      ctx.addIssue({ code: 'custom', path: ['per100g', field], message: key });
    }
    for (const field of NUTRITION_FIELDS) {
      if (!portionMatches(n.perPortion[field], n.per100g[field], n.portionG, field)) {
        ctx.addIssue({
          code: 'custom',
          path: ['perPortion', field],
          message: VALIDATION_KEYS.nutritionMismatch,
        });
      }
    }
  });
export type Nutrition = z.output<typeof nutritionSchema>;
export type NutritionInput = z.input<typeof nutritionSchema>;

/** A product's declared allergens: each once, known keys only (unknown ones are a 400). */
export const allergenListSchema = z
  .array(z.enum(ALLERGENS, { error: VALIDATION_KEYS.allergen }))
  .max(ALLERGENS.length)
  .refine((list) => new Set(list).size === list.length, { error: VALIDATION_KEYS.allergen })
  // Stored in the list's order so two equal declarations look the same.
  .transform((list) => ALLERGENS.filter((a) => list.includes(a)));

/**
 * What the product page shows (GET /api/products/:idOrSlug): the facts (null until the
 * owner enters them), the ingredients in the asked language ('' when not given) and the
 * allergens (null = not declared yet, which is not the same as "none": [] declares none).
 */
export const productFactsSchema = z.object({
  nutrition: nutritionSchema.nullable(),
  ingredients: z.string(),
  allergens: z.array(z.enum(ALLERGENS)).nullable(),
});
export type ProductFacts = z.infer<typeof productFactsSchema>;
