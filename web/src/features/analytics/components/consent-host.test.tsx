// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { BOTTOM_NOTICES_ID, BottomNotices } from '../../../components/bottom-notices.tsx';
import i18n from '../../../lib/i18n.ts';
import { UpdatePrompt } from '../../../lib/pwa/pwa-notices.tsx';
import { renderAt } from '../../../test/render.tsx';
import ConsentHost from './consent-host.tsx';

/**
 * The consent notice (decision 0035) as the layout shows it: in the one column of bottom notices
 * (components/bottom-notices.tsx) beside the update prompt, so the two are stacked and never drawn
 * over each other (e2e/specs/analytics-consent.spec.ts measures that in a browser); naming only
 * the configured providers; linking the privacy page's cookies section.
 */
describe('consent notice', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => cleanup());

  it('joins the column of bottom notices below the update prompt, and leaves it on a choice', async () => {
    renderAt(
      <>
        <BottomNotices>
          <UpdatePrompt onReload={() => undefined} />
        </BottomNotices>
        <ConsentHost config={{ ga4MeasurementId: 'G-TEST1234', metaPixelId: '1234567' }} />
      </>,
    );
    const notice = await screen.findByTestId('consent-notice');
    const column = document.getElementById(BOTTOM_NOTICES_ID)!;
    expect(notice.parentElement).toBe(column);
    expect(screen.getByTestId('update-prompt').parentElement).toBe(column);
    expect(within(notice).getByRole('link', { name: 'Privacidad' }).getAttribute('href')).toBe(
      '/privacy#cookies',
    );
    act(() => within(notice).getByRole('button', { name: 'Rechazar' }).click());
    expect(screen.queryByTestId('consent-notice')).toBeNull();
    expect(column.contains(screen.getByTestId('update-prompt'))).toBe(true);
  });

  it.each([
    [{ ga4MeasurementId: 'G-TEST1234', metaPixelId: '1234567' }, 'es', /Google Analytics y Meta/],
    [{ ga4MeasurementId: 'G-TEST1234' }, 'en', /^We use Google Analytics cookies/],
    [{ metaPixelId: '1234567' }, 'es', /^Usamos cookies de Meta para/],
  ])('names only the configured providers (%o, %s)', async (config, lang, text) => {
    renderAt(
      <>
        <BottomNotices />
        <ConsentHost config={config} />
      </>,
    );
    await act(() => i18n.changeLanguage(lang));
    const notice = await screen.findByTestId('consent-notice');
    expect(notice.querySelector('p')!.textContent).toMatch(text);
    if (!('metaPixelId' in config)) expect(notice.textContent).not.toContain('Meta');
    if (!('ga4MeasurementId' in config)) expect(notice.textContent).not.toContain('Google');
  });
});
