// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { ProductRating } from './product-rating.tsx';

afterEach(cleanup);

// A new shop showed grey "(0)" stars on every card.
describe('ProductRating', () => {
  it('shows no stars on a card while the product has no reviews', () => {
    const { container } = renderAt(<ProductRating rating={{ average: 0, count: 0 }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).not.toContain('(0)');
  });

  it('says "no reviews yet" on the product page instead of empty stars', async () => {
    renderAt(<ProductRating rating={{ average: 0, count: 0 }} showLabel />);
    expect(await screen.findByText('Todavía no tiene reseñas')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the stars and the count once there are reviews', async () => {
    renderAt(<ProductRating rating={{ average: 4.5, count: 2 }} />);
    expect(await screen.findByRole('img', { name: 'Calificación: 4,5 de 5 (2 reseñas)' })).toBeTruthy();
    expect(screen.getByText('(2)')).toBeTruthy();
  });
});
