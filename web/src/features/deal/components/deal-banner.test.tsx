// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { DealBanner } from './deal-banner.tsx';

const product = {
  id: '9',
  slug: 'torta-keto',
  title: 'Torta keto',
  details: '',
  imageAlt: 'Torta',
  category: 'dulces',
  isNew: false,
  inStock: true,
  images: ['/images/products/torta'],
  rating: { average: 0, count: 0 },
};

function withDeal(deal: Record<string, unknown>) {
  vi.stubGlobal('fetch', fakeFetch({ 'GET /api/deal': () => ({ status: 200, body: deal }) }));
}

describe('DealBanner (decision 0029: an offer has a discount)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const endsAt = new Date(Date.now() + 3_600_000).toISOString();

  it('says "Oferta del día" with the discounted and the list price when the owner set a discount', async () => {
    withDeal({
      product: { ...product, price: 8000, originalPrice: 10000, discountPercent: 20 },
      endsAt,
      discount: { kind: 'percent', value: 20 },
    });
    renderAt(<DealBanner />);
    expect(await screen.findByText('Oferta del día')).toBeTruthy();
    expect(screen.getByText('La oferta termina en')).toBeTruthy();
    expect(screen.queryByText('Destacado del día')).toBeNull();
  });

  it('says "Destacado del día", not "Oferta", for a featured product without a discount', async () => {
    withDeal({
      product: { ...product, price: 10000, originalPrice: null, discountPercent: null },
      endsAt,
      discount: null,
    });
    renderAt(<DealBanner />);
    expect(await screen.findByText('Destacado del día')).toBeTruthy();
    expect(screen.getByText('Destacado durante')).toBeTruthy();
    expect(screen.queryByText(/Oferta/)).toBeNull();
  });

  it('asks once for the next deal when the offer ends while the page is open, and shows it', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/deal': () => {
          calls += 1;
          return calls === 1
            ? {
                status: 200,
                body: {
                  product: { ...product, price: 8000, originalPrice: 10000, discountPercent: 20 },
                  endsAt: new Date(Date.now() + 1_200).toISOString(),
                  discount: { kind: 'percent', value: 20 },
                },
              }
            : {
                status: 200,
                body: {
                  product: {
                    ...product,
                    title: 'Pan de semillas',
                    price: 5000,
                    originalPrice: null,
                    discountPercent: null,
                  },
                  endsAt,
                  discount: null,
                },
              };
        },
      }),
    );
    renderAt(<DealBanner />);
    expect(await screen.findByText('Torta keto')).toBeTruthy();
    // The countdown reaches zero after ~1.2 s; the banner then fetches the next deal.
    expect(await screen.findByText('Pan de semillas', undefined, { timeout: 4_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Destacado durante')).toBeTruthy());
    expect(calls).toBe(2);
  });
});
