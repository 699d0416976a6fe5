// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, renderAt } from '../../test/render.tsx';
import { Header } from './header.tsx';

const shop = { name: 'Panadería Keto', whatsapp: '5493870000000' };
const user = { id: 'u1', username: 'ana', email: 'ana@example.com', name: 'Ana', isFromGoogle: false };

describe('Header account entries', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows "Ingresar" to a signed-out visitor', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/shop': () => ({ status: 200, body: shop }),
        'GET /api/session': () => ({ status: 200, body: { user: null, googleEnabled: false } }),
      }),
    );
    const { queryClient } = renderAt(<Header />);
    await waitFor(() =>
      expect(queryClient.getQueryData(['session'])).toEqual({ user: null, googleEnabled: false }),
    );
    const nav = screen.getByRole('navigation', { hidden: true });
    expect(within(nav).getByRole('link', { name: 'Ingresar', hidden: true }).getAttribute('href')).toBe(
      '/login',
    );
    expect(within(nav).queryByRole('button', { name: 'Cuenta', hidden: true })).toBeNull();
  });

  it('gives a signed-in customer "Cuenta" with the account menu, and logs out after the delay', async () => {
    const signOut = vi.fn(() => ({ status: 200, body: { ok: true } }));
    let session: unknown = { user, googleEnabled: false };
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/shop': () => ({ status: 200, body: shop }),
        'GET /api/session': () => ({ status: 200, body: session }),
        'POST /api/account/sign-out': () => {
          session = { user: null, googleEnabled: false };
          return signOut();
        },
      }),
    );
    const { router } = renderAt(<Header />, { path: '/account' });
    const account = await screen.findByRole('button', { name: 'Cuenta', hidden: true });
    expect(account.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('link', { name: 'Ingresar', hidden: true })).toBeNull();

    fireEvent.click(account);
    const menu = await screen.findByRole('menu', { name: 'Menú de mi cuenta' });
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((e) => e.textContent)).toEqual([
      'Mi cuenta',
      'Mis pedidos',
      'Lista de deseos',
      'Mi carrito',
      'Finalizar compra',
      'Cerrar sesión',
    ]);
    expect(entries.slice(0, 5).map((e) => e.getAttribute('href'))).toEqual([
      '/account',
      '/orders',
      '/wishlist',
      '/cart',
      '/checkout',
    ]);

    fireEvent.click(entries[5]!);
    expect((await screen.findByRole('status')).textContent).toContain('Cerrando Mi Sessión');
    expect(signOut).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('link', { name: 'Ingresar', hidden: true })).toBeTruthy();
  }, 10_000);
});
