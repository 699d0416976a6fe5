// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { BottomNotices } from '../../components/bottom-notices.tsx';
import { SHOP_QUERY_KEY } from '../../lib/shop-info.ts';
import { fakeFetch, renderAt } from '../../test/render.tsx';
import { AnalyticsConsent } from './analytics-consent.tsx';

/** The layout with the shop facts GET /api/shop answers. */
async function layoutFor(analytics?: object) {
  const shop = { name: 'Panadería Keto', nameEn: 'Keto Bakery', analytics };
  const fetch = vi.fn(fakeFetch({ 'GET /api/shop': () => ({ status: 200, body: shop }) }));
  vi.stubGlobal('fetch', fetch);
  const { queryClient } = renderAt(
    <>
      <BottomNotices />
      <AnalyticsConsent />
    </>,
  );
  // The layout has the shop facts (and has rendered with them).
  await vi.waitFor(() => expect(queryClient.getQueryState(SHOP_QUERY_KEY)?.status).toBe('success'));
  return fetch;
}

/**
 * Campaign measurement's place in the layout (decision 0035): without GA4_MEASUREMENT_ID or
 * META_PIXEL_ID the shop facts carry no `analytics`, and then no notice shows and no provider's
 * script is added; with one the notice shows.
 */
describe('AnalyticsConsent', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('shows no notice and adds no script when the shop measures nothing', async () => {
    const fetch = await layoutFor();
    // As long as the notice takes to show when a provider is configured (the next test), and more.
    await expect(screen.findByTestId('consent-notice', {}, { timeout: 1000 })).rejects.toThrow();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/shop']);
  });

  it('shows the notice when the shop measures with a provider', async () => {
    await layoutFor({ metaPixelId: '1234567' });
    expect(await screen.findByTestId('consent-notice')).toBeTruthy();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
