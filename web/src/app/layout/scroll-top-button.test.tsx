// @vitest-environment jsdom
// "Volver arriba" on a phone: shown while the shopper scrolls back up, not when the page moves up
// by itself (content loading above the screen, a script's scroll).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ScrollTopButton } from './scroll-top-button.tsx';

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('ScrollTopButton on a phone', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.scrollY = 0;
  });

  it('shows when the shopper scrolls back up, after a touch', () => {
    render(<ScrollTopButton />);
    scrollTo(2000);
    act(() => void window.dispatchEvent(new Event('touchmove')));
    scrollTo(1500);
    expect(screen.getByRole('button', { name: 'Volver arriba' })).toBeTruthy();
  });

  it('stays away when the page moves up with no touch, wheel or key of the shopper', () => {
    render(<ScrollTopButton />);
    scrollTo(2000);
    scrollTo(1500);
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).toBeNull();
  });
});
