// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, renderAt } from '../test/render.tsx';
import ProductReviewDialog from './product-review-dialog.tsx';

const product = { id: '3', title: 'Crackers de semillas' };
const user = { id: 'u1', username: 'ana', email: 'ana@example.com', name: 'Ana', isFromGoogle: false };

describe('ProductReviewDialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('invites a shopper not signed in to sign in instead of showing the form', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/session': () => ({ status: 200, body: { user: null, googleEnabled: false } }) }),
    );
    renderAt(<ProductReviewDialog product={product} open onClose={() => {}} />);
    expect((await screen.findByRole('link', { name: 'Iniciar sesión' })).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
  });

  it('saves the review of a signed-in shopper, closes, thanks and refetches the products', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/session': () => ({ status: 200, body: { user, googleEnabled: false } }),
        'POST /api/products/3/reviews': (init) => {
          posted.push(JSON.parse(String(init?.body)));
          return { status: 201, body: { rating: { average: 4.5, count: 1 } } };
        },
      }),
    );
    const onClose = vi.fn();
    const { queryClient } = renderAt(<ProductReviewDialog product={product} open onClose={onClose} />);
    queryClient.setQueryData(['products', 'bestselling', 4, 'es'], { items: [] });
    queryClient.setQueryData(['session-unrelated'], 1);
    const submit = await screen.findByRole('button', { name: 'Enviar' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(/^Tu reseña/), { target: { value: '  <b>Muy ricas</b>  ' } });
    expect(submit).toHaveProperty('disabled', false);
    // No stars are chosen at first: sending says so and sends nothing.
    expect(screen.getByRole('radio', { name: 'Sin calificación' })).toHaveProperty('checked', true);
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Elegí cuántas estrellas le das, de media a 5.',
    );
    expect(posted).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: '4,5 estrellas' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(submit);
    expect(await screen.findByText('¡Gracias! Tu reseña se guardó.')).toBeTruthy();
    expect(posted).toEqual([{ stars: 4.5, text: '<b>Muy ricas</b>' }]);
    expect(onClose).toHaveBeenCalled();
    await waitFor(() =>
      expect(queryClient.getQueryState(['products', 'bestselling', 4, 'es'])?.isInvalidated).toBe(true),
    );
    expect(queryClient.getQueryState(['session-unrelated'])?.isInvalidated).toBe(false);
  });

  it('keeps the dialog open with the reason when saving fails', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/session': () => ({ status: 200, body: { user, googleEnabled: false } }),
        'POST /api/products/3/reviews': () => ({
          status: 404,
          body: { error: { code: 'product_not_found', message: 'El producto no existe.' } },
        }),
      }),
    );
    const onClose = vi.fn();
    renderAt(<ProductReviewDialog product={product} open onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText(/^Tu reseña/), { target: { value: 'Rico' } });
    fireEvent.click(screen.getByRole('radio', { name: '5 estrellas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo guardar tu reseña. El producto no existe.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
