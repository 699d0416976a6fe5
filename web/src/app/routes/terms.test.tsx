// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import i18n from '../../lib/i18n.ts';
import { fakeFetch, renderAt } from '../../test/render.tsx';
import TermsRoute from './terms.tsx';

/**
 * The terms' withdrawal and payment sections (decision 0020): Disposición 954/2025 (not the
 * Resolución 424/2020 it replaced), cards taken through Mercado Pago without the shop seeing
 * them, and perishable food possibly excluded while every request is still received and answered.
 */
describe('/terms', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    [
      'es',
      'Disposición 954/2025',
      'la tienda nunca ve ni guarda los datos de tu tarjeta',
      'artículo 1116 del Código Civil y Comercial',
      'recibimos y respondemos toda solicitud de arrepentimiento',
    ],
    [
      'en',
      'Disposición 954/2025',
      'Mercado Pago',
      '1116 of the Civil and Commercial Code',
      'we receive and answer every withdrawal request',
    ],
  ])(
    'in %s cites the rule in force, the card payments and the answer to every request',
    async (lang, ...texts) => {
      vi.stubGlobal('fetch', fakeFetch({}));
      renderAt(<TermsRoute />);
      await act(() => i18n.changeLanguage(lang));
      const page = (await screen.findByText(new RegExp(texts[0]))).closest('main') ?? document.body;
      for (const text of texts) expect(page.textContent).toContain(text);
      expect(page.textContent).not.toMatch(/424\/2020|no cobra con tarjeta|does not take cards/);
    },
  );
});
