// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ProductReviewList } from '@shop/domain';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import ProductReviews from './product-reviews.tsx';

const pageOf = (items: ProductReviewList['items'], total = items.length): ProductReviewList => ({
  items,
  total,
});

describe('ProductReviews', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows review text literally (never as HTML), keeps line breaks, the author, stars and date', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/products/3/reviews': () => ({
          status: 200,
          body: pageOf([
            {
              author: 'María',
              stars: 4.5,
              text: '<b>hola</b>\nchau',
              date: '2025-03-03T15:00:00.000Z',
              verified: false,
            },
          ]),
        }),
      }),
    );
    const { container } = renderAt(<ProductReviews productId="3" rating={{ average: 4.5, count: 1 }} />);
    const text = await screen.findByText(/<b>hola<\/b>/);
    expect(text.textContent).toBe('<b>hola</b>\nchau');
    expect(container.querySelector('b')).toBeNull();
    expect(getComputedStyle(text).whiteSpace).toBe('pre-line');
    const section = screen.getByRole('region', { name: 'Reseñas' });
    expect(within(section).getByText('4,5 de 5 · 1 reseña')).toBeTruthy();
    const item = within(section).getByRole('listitem');
    expect(within(item).getByText('María')).toBeTruthy();
    expect(within(item).getByRole('img', { name: '4,5 de 5 estrellas' })).toBeTruthy();
    expect(within(item).getByText('3 de marzo de 2025').getAttribute('datetime')).toBe(
      '2025-03-03T15:00:00.000Z',
    );
    expect(screen.queryByRole('button', { name: 'Ver más reseñas' })).toBeNull();
  });

  it('marks "Compra verificada" the reviews of shoppers who received the product', async () => {
    const reviews = [
      { author: 'Rosa', stars: 5, text: 'Riquísimo', date: '2025-03-03T15:00:00.000Z', verified: true },
      { author: 'Pablo', stars: 3, text: 'Bien', date: '2025-03-02T15:00:00.000Z', verified: false },
    ];
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/products/3/reviews': () => ({ status: 200, body: pageOf(reviews) }) }),
    );
    renderAt(<ProductReviews productId="3" rating={{ average: 4, count: 2 }} />);
    const [rosa, pablo] = await screen.findAllByRole('listitem');
    expect(within(rosa!).getByText('Compra verificada')).toBeTruthy();
    expect(within(pablo!).queryByText('Compra verificada')).toBeNull();
  });

  it('shows the empty text when the product has no reviews', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/products/3/reviews': () => ({ status: 200, body: pageOf([]) }) }),
    );
    renderAt(<ProductReviews productId="3" rating={{ average: 0, count: 0 }} />);
    expect(await screen.findByText('Todavía no hay reseñas. ¡Sé el primero en opinar!')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('loads the next page with "Ver más reseñas" until all are shown', async () => {
    const offsets: string[] = [];
    const review = (i: number) => ({
      author: `Autor${i}`,
      stars: 5,
      text: `Reseña ${i}`,
      date: '2025-03-03T15:00:00.000Z',
      verified: false,
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      offsets.push(url.searchParams.get('offset') ?? '');
      const offset = Number(url.searchParams.get('offset'));
      const items = Array.from({ length: offset === 0 ? 10 : 2 }, (_, i) => review(offset + i));
      return fakeFetch({ 'GET /api/products/3/reviews': () => ({ status: 200, body: pageOf(items, 12) }) })(
        input,
        init,
      );
    });
    renderAt(<ProductReviews productId="3" rating={{ average: 5, count: 12 }} />);
    expect(await screen.findByText('Reseña 9')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Ver más reseñas' }));
    expect(await screen.findByText('Reseña 11')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Ver más reseñas' })).toBeNull();
    expect(offsets).toEqual(['0', '10']);
  });
});
