/**
 * Seed nutrition facts, ingredients and allergens of the 17 products. ILLUSTRATIVE
 * values (see NOTICE): the net carbs per portion are those the products' descriptions state; the
 * other figures are plausible estimates for such recipes, for the owner to replace with the
 * figures of each product's own analysis. Per-100 g facts are worked out from the portion.
 * Carbohydrates: `carbsG` is the total (fibre and erythritol included); net = total - fibre - polyols.
 */
import { per100gFrom, type Allergen, type Nutrition, type NutritionFacts } from '@shop/domain';

export interface SeedFacts {
  nutrition: Nutrition;
  ingredients: { es: string; en: string };
  allergens: Allergen[];
}

/** Facts in table order: kcal, fat, protein, total carbs, net carbs, fibre, sugars (grams but kcal). */
type Row = [number, number, number, number, number, number, number];

function facts(portionG: number, portionsPerPiece: number, row: Row): Nutrition {
  const [energyKcal, fatG, proteinG, carbsG, netCarbsG, fiberG, sugarsG] = row;
  const perPortion: NutritionFacts = { energyKcal, fatG, proteinG, carbsG, netCarbsG, fiberG, sugarsG };
  return { portionG, portionsPerPiece, perPortion, per100g: per100gFrom(perPortion, portionG) };
}

/** By seed product slug (server/src/db/seed/products.ts). */
export const seedFacts: Record<string, SeedFacts> = {
  'pan-keto-de-semillas': {
    nutrition: facts(36, 14, [110, 9, 5, 6, 2, 4, 0.5]),
    ingredients: {
      es: 'Harina de almendras, huevos, semillas de lino, girasol, chía y sésamo, psyllium, aceite de oliva, polvo de hornear, sal.',
      en: 'Almond flour, eggs, flax, sunflower, chia and sesame seeds, psyllium, olive oil, baking powder, salt.',
    },
    allergens: ['eggs', 'nuts', 'sesame'],
  },
  'pan-keto-de-almendras': {
    nutrition: facts(35, 13, [105, 8.5, 4.5, 5.5, 2.5, 3, 0.6]),
    ingredients: {
      es: 'Harina de almendras, claras de huevo, psyllium, aceite de oliva, polvo de hornear, sal.',
      en: 'Almond flour, egg whites, psyllium, olive oil, baking powder, salt.',
    },
    allergens: ['eggs', 'nuts'],
  },
  'pan-lactal-keto': {
    nutrition: facts(34, 16, [95, 7.5, 5, 5, 1.5, 3.5, 0.5]),
    ingredients: {
      es: 'Harina de almendras, huevos, fibra de bambú, proteína de suero de leche, manteca, psyllium, polvo de hornear, sal.',
      en: 'Almond flour, eggs, bamboo fibre, whey protein, butter, psyllium, baking powder, salt.',
    },
    allergens: ['eggs', 'milk', 'nuts'],
  },
  'crackers-keto-de-semillas': {
    nutrition: facts(37.5, 4, [190, 15, 9, 7, 1, 6, 0.3]),
    ingredients: {
      es: 'Semillas de lino, girasol, calabaza y sésamo, queso parmesano, agua, sal marina.',
      en: 'Flax, sunflower, pumpkin and sesame seeds, parmesan cheese, water, sea salt.',
    },
    allergens: ['milk', 'sesame'],
  },
  'grisines-keto': {
    nutrition: facts(40, 3, [200, 16, 11, 4, 1.5, 2.5, 0.8]),
    ingredients: {
      es: 'Harina de almendras, queso mozzarella, semillas de sésamo, orégano, sal.',
      en: 'Almond flour, mozzarella cheese, sesame seeds, oregano, salt.',
    },
    allergens: ['milk', 'nuts', 'sesame'],
  },
  'pan-de-hamburguesa-keto': {
    nutrition: facts(80, 4, [250, 20, 11, 10, 3, 7, 1]),
    ingredients: {
      es: 'Harina de almendras, huevos, queso crema, psyllium, semillas de sésamo, polvo de hornear, sal.',
      en: 'Almond flour, eggs, cream cheese, psyllium, sesame seeds, baking powder, salt.',
    },
    allergens: ['eggs', 'milk', 'nuts', 'sesame'],
  },
  'chipa-keto': {
    nutrition: facts(25, 12, [85, 7, 5, 1, 0.5, 0.5, 0.3]),
    ingredients: {
      es: 'Queso de campo, queso parmesano, harina de almendras, huevo, manteca, sal.',
      en: 'Farmhouse cheese, parmesan cheese, almond flour, egg, butter, salt.',
    },
    allergens: ['eggs', 'milk', 'nuts'],
  },
  'tarta-keto-de-frutos-rojos': {
    nutrition: facts(90, 8, [260, 23, 6, 12, 5, 2.5, 3]),
    ingredients: {
      es: 'Queso crema, harina de almendras, manteca, huevos, eritritol, frutillas, arándanos, frambuesas, esencia de vainilla.',
      en: 'Cream cheese, almond flour, butter, eggs, erythritol, strawberries, blueberries, raspberries, vanilla extract.',
    },
    allergens: ['eggs', 'milk', 'nuts'],
  },
  'budin-keto-de-limon': {
    nutrition: facts(40, 10, [150, 12.5, 5, 9, 2, 2.5, 0.8]),
    ingredients: {
      es: 'Harina de almendras, huevos, harina de coco, eritritol, aceite de girasol, jugo y ralladura de limón, stevia, polvo de hornear.',
      en: 'Almond flour, eggs, coconut flour, erythritol, sunflower oil, lemon juice and zest, stevia, baking powder.',
    },
    allergens: ['eggs', 'nuts'],
  },
  'cookies-keto-con-chips-de-chocolate': {
    nutrition: facts(40, 4, [190, 16, 5, 12, 2.5, 3, 1.5]),
    ingredients: {
      es: 'Harina de almendras, manteca, eritritol, chocolate amargo 70 % sin azúcar agregado (cacao, manteca de cacao, eritritol, lecitina de soja), huevo, vainilla.',
      en: 'Almond flour, butter, erythritol, 70% dark chocolate with no added sugar (cocoa, cocoa butter, erythritol, soy lecithin), egg, vanilla.',
    },
    allergens: ['eggs', 'soy', 'milk', 'nuts'],
  },
  'alfajores-keto-de-dulce-de-leche': {
    nutrition: facts(55, 4, [240, 19, 6, 17, 4, 3.5, 2.5]),
    ingredients: {
      es: 'Harina de almendras, harina de coco, manteca, huevo, dulce de leche sin azúcar (leche, eritritol), chocolate amargo sin azúcar (cacao, manteca de cacao, eritritol, lecitina de soja).',
      en: 'Almond flour, coconut flour, butter, egg, sugar-free dulce de leche (milk, erythritol), sugar-free dark chocolate (cocoa, cocoa butter, erythritol, soy lecithin).',
    },
    allergens: ['eggs', 'soy', 'milk', 'nuts'],
  },
  'brownies-keto': {
    nutrition: facts(70, 4, [300, 27, 7, 18, 3, 4.5, 1.5]),
    ingredients: {
      es: 'Chocolate amargo sin azúcar (cacao, manteca de cacao, eritritol, lecitina de soja), manteca, huevos, harina de almendras, nueces, eritritol, cacao amargo.',
      en: 'Sugar-free dark chocolate (cocoa, cocoa butter, erythritol, soy lecithin), butter, eggs, almond flour, walnuts, erythritol, cocoa powder.',
    },
    allergens: ['eggs', 'soy', 'milk', 'nuts'],
  },
  'torta-keto-de-chocolate-y-nuez': {
    nutrition: facts(133, 12, [480, 43, 11, 30, 6, 6, 3]),
    ingredients: {
      es: 'Harina de almendras, huevos, crema de leche, manteca, nueces, cacao amargo, eritritol, chocolate amargo sin azúcar (cacao, manteca de cacao, eritritol, lecitina de soja).',
      en: 'Almond flour, eggs, cream, butter, walnuts, cocoa powder, erythritol, sugar-free dark chocolate (cocoa, cocoa butter, erythritol, soy lecithin).',
    },
    allergens: ['eggs', 'soy', 'milk', 'nuts'],
  },
  'muffins-keto-de-arandanos': {
    nutrition: facts(75, 4, [210, 17, 7, 14, 4, 3, 2.5]),
    ingredients: {
      es: 'Harina de almendras, yogur griego, huevos, arándanos frescos, eritritol, manteca, esencia de vainilla, polvo de hornear.',
      en: 'Almond flour, Greek yoghurt, eggs, fresh blueberries, erythritol, butter, vanilla extract, baking powder.',
    },
    allergens: ['eggs', 'milk', 'nuts'],
  },
  'focaccia-keto-de-romero': {
    nutrition: facts(75, 8, [250, 21, 11, 7.5, 3, 4.5, 1]),
    ingredients: {
      es: 'Queso mozzarella, harina de almendras, huevos, psyllium, aceite de oliva, tomates cherry, romero fresco, sal gruesa.',
      en: 'Mozzarella cheese, almond flour, eggs, psyllium, olive oil, cherry tomatoes, fresh rosemary, coarse salt.',
    },
    allergens: ['eggs', 'milk', 'nuts'],
  },
  'prepizzas-keto': {
    nutrition: facts(70, 8, [200, 15, 12, 5, 3, 2, 1.5]),
    ingredients: {
      es: 'Queso mozzarella, harina de almendras, huevo, salsa de tomate (tomate, aceite de oliva, ajo, orégano, sal).',
      en: 'Mozzarella cheese, almond flour, egg, tomato sauce (tomato, olive oil, garlic, oregano, salt).',
    },
    allergens: ['eggs', 'milk', 'nuts'],
  },
  'rolls-keto-de-canela': {
    nutrition: facts(80, 4, [290, 25, 11, 15, 3.5, 2.5, 1.5]),
    ingredients: {
      es: 'Queso mozzarella, harina de almendras, huevo, manteca, eritritol dorado, canela, queso crema, esencia de vainilla.',
      en: 'Mozzarella cheese, almond flour, egg, butter, golden erythritol, cinnamon, cream cheese, vanilla extract.',
    },
    allergens: ['eggs', 'milk', 'nuts'],
  },
};
