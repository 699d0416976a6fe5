// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import i18n, { pageI18nFor } from '../../lib/i18n.ts';
import { PageI18n } from './page-i18n.tsx';

/** One translated text, tagged with where it renders. */
function Text({ id }: { id: string }) {
  const { t } = useTranslation();
  return <p data-testid={id}>{t('menu.open')}</p>;
}

describe('the page follows the header one frame later on a language switch (decision 0043)', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('es');
    await waitFor(() => expect(pageI18nFor(i18n).language).toBe('es'));
  });

  it('switches the header at once, then the page and <html lang> after the next frame', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Text id="header" />
        <PageI18n>
          <Text id="page" />
        </PageI18n>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('header').textContent).toBe('Abrir menú');
    expect(screen.getByTestId('page').textContent).toBe('Abrir menú');

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('header').textContent).toBe('Open menu');
    expect(screen.getByTestId('page').textContent).toBe('Abrir menú');
    expect(document.documentElement.lang).toBe('es');

    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('Open menu'));
    expect(document.documentElement.lang).toBe('en');
  });

  it('ends in the last language chosen when two switches come within one frame', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <PageI18n>
          <Text id="page" />
        </PageI18n>
      </I18nextProvider>,
    );
    await act(async () => {
      await i18n.changeLanguage('en');
      await i18n.changeLanguage('es');
    });
    // Two frames: long enough for both follow-ups.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('page').textContent).toBe('Abrir menú');
    expect(pageI18nFor(i18n).language).toBe('es');
  });

  it('keeps another instance as it is (the server renders the page with the request’s own)', () => {
    const own = i18next.createInstance();
    expect(pageI18nFor(own)).toBe(own);
    expect(pageI18nFor(i18n)).not.toBe(i18n);
  });
});
