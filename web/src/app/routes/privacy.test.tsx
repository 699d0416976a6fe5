// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { AnalyticsConfig } from '@shop/domain';
import i18n from '../../lib/i18n.ts';
import { fakeFetch, renderAt } from '../../test/render.tsx';
import PrivacyRoute from './privacy.tsx';

/** Renders /privacy in `lang` for a shop measuring with `analytics` (none when undefined). */
async function privacyPage(lang: 'es' | 'en', analytics?: AnalyticsConfig) {
  const shop = { name: 'Panadería Keto', nameEn: 'Keto Bakery', infoEmail: 'hola@example.com', analytics };
  vi.stubGlobal('fetch', fakeFetch({ 'GET /api/shop': () => ({ status: 200, body: shop }) }));
  renderAt(<PrivacyRoute />);
  await act(() => i18n.changeLanguage(lang));
  // The shop facts have arrived once the controller's e-mail shows.
  await screen.findAllByText(/hola@example\.com/);
  const section = document.getElementById('cookies');
  expect(section).not.toBeNull();
  return { section: section!.textContent ?? '', page: document.body.textContent ?? '' };
}

/**
 * The privacy page's cookies section (decision 0035): the shop's own cookies and browser storage
 * always; Google Analytics and the Meta Pixel named, with what they receive, "only after Aceptar"
 * and the footer's "Cookies" to change the choice, only when they are configured.
 */
describe('/privacy cookies and storage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each(['es', 'en'] as const)('in %s, without a provider, names none and says so', async (lang) => {
    const { section, page } = await privacyPage(lang);
    expect(section).toMatch(lang === 'es' ? /almacenamiento local/i : /local storage/i);
    expect(section).toMatch(lang === 'es' ? /No usamos cookies de publicidad/ : /We use no advertising/);
    expect(page).not.toMatch(/Google Analytics|Meta Pixel|_ga\b|_fbp/);
  });

  it('in Spanish, with both providers, says who they are, what they get, when they load and how to change it', async () => {
    const { section } = await privacyPage('es', { ga4MeasurementId: 'G-TEST1234', metaPixelId: '1234567' });
    expect(section).toContain('Google Analytics');
    expect(section).toContain('Meta Pixel');
    expect(section).toContain('páginas que visitás');
    expect(section).toMatch(/compra, con su número, sus productos y sus importes en pesos/);
    expect(section).toContain('solo si tocás «Aceptar»');
    expect(section).toContain('«Cookies» al pie de cada página');
    expect(section).not.toContain('No usamos cookies de publicidad');
  });

  it('in English, with GA4 only, names Google Analytics and not Meta', async () => {
    const { section } = await privacyPage('en', { ga4MeasurementId: 'G-TEST1234' });
    expect(section).toContain('Google Analytics');
    expect(section).toContain('amounts in pesos');
    expect(section).toContain('only if you tap “Accept”');
    expect(section).toContain('“Cookies” link at the foot of every page');
    expect(section).not.toMatch(/Meta|_fbp/);
  });

  it('in Spanish, with the Meta Pixel only, names Meta and not Google', async () => {
    const { section } = await privacyPage('es', { metaPixelId: '1234567' });
    expect(section).toContain('Meta Pixel');
    expect(section).not.toMatch(/Google|_ga\b/);
  });
});
