// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import type { CategoryParam } from '../category-param.ts';
import { CategorySelect } from './category-select.tsx';

afterEach(cleanup);

describe('CategorySelect', () => {
  it('is a native select named by its label, with the four categories', () => {
    renderAt(<CategorySelect value="Dulces" onChange={() => undefined} />);
    const menu = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Categoría' });
    expect(menu.tagName).toBe('SELECT');
    expect(menu.value).toBe('Dulces');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todos',
      'Salados',
      'Dulces',
      'Novedades',
    ]);
  });

  it('reports the chosen category', () => {
    const onChange = vi.fn<(value: CategoryParam) => void>();
    renderAt(<CategorySelect value="Todos" onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Categoría' }), { target: { value: 'Salados' } });
    expect(onChange).toHaveBeenCalledWith('Salados');
  });
});
