// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import i18n from '../../../lib/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import ReviewDialog from './review-dialog.tsx';

const product = { id: '3', title: 'Crackers de semillas' };

describe('ReviewDialog stars', () => {
  afterEach(() => {
    cleanup();
    void i18n.changeLanguage('es');
  });

  it('announces each star radio in Spanish on the Spanish page', async () => {
    renderAt(<ReviewDialog product={product} open onClose={() => {}} signedIn />);
    expect(await screen.findByRole('radio', { name: '4,5 estrellas' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '1 estrella' })).toBeTruthy();
    // None chosen at first.
    expect(screen.getByRole('radio', { name: '5 estrellas' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Sin calificación' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: /Stars?$/ })).toBeNull();
  });

  it('announces them in English on the English page', async () => {
    renderAt(<ReviewDialog product={product} open onClose={() => {}} signedIn />);
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('radio', { name: '4.5 stars' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '1 star' })).toBeTruthy();
  });
});
