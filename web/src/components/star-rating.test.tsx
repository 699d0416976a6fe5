// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StarRating } from './star-rating.tsx';

afterEach(cleanup);

describe('StarRating', () => {
  it('is one image named by its label, filled to the value', () => {
    render(<StarRating value={4.5} label="Calificación: 4,5 de 5 (3 reseñas)" />);
    const img = screen.getByRole('img', { name: 'Calificación: 4,5 de 5 (3 reseñas)' });
    expect(screen.getByTestId('star-fill').style.width).toBe('90%');
    // The drawings are hidden from assistive technology: only the label is read.
    expect(img.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  });

  it('clamps values outside 0..5 and draws no stars filled for 0', () => {
    const { rerender } = render(<StarRating value={7} label="x" />);
    expect(screen.getByTestId('star-fill').style.width).toBe('100%');
    rerender(<StarRating value={-1} label="x" />);
    expect(screen.getByTestId('star-fill').style.width).toBe('0%');
  });
});
