import { describe, expect, it } from 'vitest';
import { ACCOUNT_MENU_LINKS, isMenuLinkActive, mainMenuLinks } from './menu-links.ts';

describe('mainMenuLinks', () => {
  it('ends with "Ingresar" when signed out and "Cuenta" when signed in', () => {
    expect(mainMenuLinks(false).map((l) => l.to)).toEqual([
      '/',
      '/allProducts',
      '/about',
      '/encargos',
      '/contact',
      '/login',
    ]);
    expect(mainMenuLinks(true).map((l) => l.to)).toEqual([
      '/',
      '/allProducts',
      '/about',
      '/encargos',
      '/contact',
      '/account',
    ]);
    expect(mainMenuLinks(true).at(-1)?.labelKey).toBe('menu.account');
  });

  it('marks the account entry current on the account pages, and login on the other account forms', () => {
    const [account] = mainMenuLinks(true).slice(-1);
    const [login] = mainMenuLinks(false).slice(-1);
    expect(isMenuLinkActive(account, '/orders')).toBe(true);
    expect(isMenuLinkActive(account, '/login')).toBe(false);
    expect(isMenuLinkActive(login, '/signup')).toBe(true);
  });

  it('gives the account menu five real destinations', () => {
    expect(ACCOUNT_MENU_LINKS.map((l) => l.to)).toEqual([
      '/account',
      '/orders',
      '/wishlist',
      '/cart',
      '/checkout',
    ]);
  });
});
