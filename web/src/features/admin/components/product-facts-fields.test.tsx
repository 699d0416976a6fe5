// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { makeAdminProduct, recordProductPatches } from '../test-support.ts';
import { ProductForm } from './product-form.tsx';
import { derivedFigure, parseDecimal } from './product-facts-fields.tsx';
import { per100gFrom } from '@shop/domain';

const slice = { energyKcal: 110, fatG: 9, proteinG: 5, carbsG: 6, netCarbsG: 2, fiberG: 4, sugarsG: 0.5 };
const product = makeAdminProduct({
  id: '7',
  nutrition: { portionG: 36, portionsPerPiece: 14, perPortion: slice, per100g: null },
  ingredientsEs: 'Harina de almendras, nueces.',
  ingredientsEn: 'Almond flour, walnuts.',
  allergens: ['nuts'],
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const described = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe("the product form's nutrition facts and allergens", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the stored facts and sends only what changed: a decimal typed with a comma, one more allergen', async () => {
    const patches = recordProductPatches(product);
    renderAt(<ProductForm product={product} />);
    expect(input('Carbohidratos netos (g), Por porción').value).toBe('2');
    expect(input('Porción (gramos)').value).toBe('36');
    fireEvent.change(input('Carbohidratos netos (g), Por porción'), { target: { value: '1,5' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Huevo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados.')).toBeTruthy();
    expect(patches).toEqual([
      {
        nutrition: {
          portionG: 36,
          portionsPerPiece: 14,
          perPortion: { ...slice, netCarbsG: 1.5 },
          per100g: null,
        },
        allergens: ['eggs', 'nuts'],
      },
    ]);
  });

  it('derives the per-100 g figure from a per-portion one typed, and back, from the portion size', async () => {
    const both = makeAdminProduct({
      ...product,
      nutrition: { portionG: 36, portionsPerPiece: 14, perPortion: slice, per100g: per100gFrom(slice, 36) },
    });
    const patches = recordProductPatches(both);
    renderAt(<ProductForm product={both} />);
    expect(input('Azúcares (g), Por 100 g').value).toBe('1.4');
    fireEvent.change(input('Azúcares (g), Por porción'), { target: { value: '2,5' } });
    // 2,5 g in a 36 g portion: 6,9 g per 100 g (it stayed 1,4 and the save was refused as a mismatch).
    expect(input('Azúcares (g), Por 100 g').value).toBe('6,9');
    fireEvent.change(input('Grasas totales (g), Por 100 g'), { target: { value: '30' } });
    expect(input('Grasas totales (g), Por porción').value).toBe('10.8');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados.')).toBeTruthy();
    expect(patches).toEqual([
      {
        nutrition: {
          portionG: 36,
          portionsPerPiece: 14,
          perPortion: { ...slice, sugarsG: 2.5, fatG: 10.8 },
          per100g: { ...per100gFrom(slice, 36), sugarsG: 6.9, fatG: 30 },
        },
      },
    ]);
  });

  it('derives nothing without a portion, or while the per-100 g column is left blank', () => {
    const blank100 = {
      energyKcal: '',
      fatG: '',
      proteinG: '',
      carbsG: '',
      netCarbsG: '',
      fiberG: '',
      sugarsG: '',
    };
    expect(derivedFigure('2,5', 'perPortion', '36', { ...blank100, sugarsG: '1' })).toBe('6,9');
    expect(derivedFigure('2,5', 'perPortion', '36', blank100)).toBeUndefined();
    expect(derivedFigure('2,5', 'perPortion', '', { ...blank100, sugarsG: '1' })).toBeUndefined();
    expect(derivedFigure('abc', 'perPortion', '36', { ...blank100, sugarsG: '1' })).toBeUndefined();
  });

  it('checks the figures before sending: net carbs above the total show under the field, nothing is sent', async () => {
    const fetch = vi.fn(fakeFetch({}));
    vi.stubGlobal('fetch', fetch);
    renderAt(<ProductForm product={product} />);
    const net = input('Carbohidratos netos (g), Por porción');
    fireEvent.change(net, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(described(net)).toBe('Los carbohidratos netos no pueden superar a los totales'),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('declares "not declared yet" as null and keeps the checkboxes off until declared', async () => {
    const patches = recordProductPatches(product);
    renderAt(<ProductForm product={product} />);
    fireEvent.click(screen.getByRole('switch', { name: /^Alérgenos declarados/ }));
    expect((screen.getByRole('checkbox', { name: 'Huevo' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados.')).toBeTruthy();
    expect(patches).toEqual([{ allergens: null }]);
  });

  it('reads decimals typed with a comma or a point; blank is not a number', () => {
    expect(parseDecimal('2,5')).toBe(2.5);
    expect(parseDecimal(' 0.5 ')).toBe(0.5);
    expect(parseDecimal('')).toBeNaN();
  });
});
