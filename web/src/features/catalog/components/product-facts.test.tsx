// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductFacts as Facts } from '@shop/domain';
import { renderAt } from '../../../test/render.tsx';
import { ProductFacts } from './product-facts.tsx';

afterEach(cleanup);

// The seed's seed bread: 36 g portions of 110 kcal make 305.6 kcal per 100 g.
const facts: Facts = {
  nutrition: {
    portionG: 36,
    portionsPerPiece: 14,
    perPortion: { energyKcal: 110, fatG: 9, proteinG: 5, carbsG: 6, netCarbsG: 2, fiberG: 4, sugarsG: 0.5 },
    per100g: null,
  },
  allergens: ['eggs'],
  ingredients: 'Harina de almendras',
};

describe('ProductFacts', () => {
  it('shows energy in whole kcal and grams with one decimal, worked out per 100 g', async () => {
    renderAt(<ProductFacts facts={facts} />);
    const energy = (await screen.findByText('Valor energético')).closest('tr')!;
    expect(within(energy).getByText('110 kcal')).toBeTruthy();
    expect(within(energy).getByText('306 kcal')).toBeTruthy();
    const carbs = screen.getByText('Carbohidratos totales').closest('tr')!;
    expect(within(carbs).getByText('16,7 g')).toBeTruthy();
  });
});
