// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminReview } from '@shop/domain';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { ReviewsAdmin } from './reviews-admin.tsx';

const review = (over: Partial<AdminReview>): AdminReview => ({
  productId: '3',
  productTitle: 'Torta de chocolate',
  userId: 'u1',
  author: 'ana',
  stars: 5,
  text: 'Riquísima',
  hidden: false,
  pending: false,
  verified: false,
  createdAt: '2030-03-14T12:00:00.000Z',
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the owner's reviews", () => {
  it('shows the approval setting, a pending review first with Aprobar / Rechazar, and sends the decision', async () => {
    const sent: unknown[] = [];
    let hold = false;
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/admin/reviews': () => ({
          status: 200,
          body: {
            items: [
              review({ userId: 'u2', author: 'beto', text: 'Nunca la probé', pending: true }),
              review({ verified: true }),
            ],
            total: 2,
          },
        }),
        'GET /api/admin/reviews/settings': () => ({ status: 200, body: { holdUnverified: hold } }),
        'PUT /api/admin/reviews/settings': (init) => {
          hold = JSON.parse(String(init?.body)).holdUnverified;
          return { status: 200, body: { holdUnverified: hold } };
        },
        'POST /api/admin/reviews/decision': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return { status: 200, body: { productId: '3', userId: 'u2', hidden: false } };
        },
      }),
    );
    renderAt(<ReviewsAdmin />, { path: '/admin/reviews' });
    const setting = await screen.findByRole('switch', {
      name: 'Las reseñas de quien no compró esperan mi aprobación',
    });
    await waitFor(() => expect((setting as HTMLInputElement).disabled).toBe(false));
    expect((setting as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('1 reseña espera tu aprobación.')).toBeTruthy();
    const approve = screen.getAllByRole('button', {
      name: 'Aprobar la reseña de beto sobre Torta de chocolate',
    });
    expect(approve.length).toBeGreaterThan(0);
    expect(screen.getAllByText('Compra verificada').length).toBeGreaterThan(0);
    // The verified review has no Aprobar, only Ocultar.
    expect(screen.queryAllByRole('button', { name: /Aprobar la reseña de ana/ })).toHaveLength(0);
    fireEvent.click(approve[0]!);
    await waitFor(() => expect(sent).toEqual([{ productId: 3, userId: 'u2', decision: 'aprobar' }]));
    expect(await screen.findByText('Reseña aprobada: ya está publicada.')).toBeTruthy();

    fireEvent.click(setting);
    await waitFor(() => expect((setting as HTMLInputElement).checked).toBe(true));
    expect(hold).toBe(true);
    expect(
      within(document.body).getByText('Listo: las reseñas de quien no compró van a esperar tu aprobación.'),
    ).toBeTruthy();
  });
});
