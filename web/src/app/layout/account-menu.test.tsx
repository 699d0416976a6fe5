// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, renderAt } from '../../test/render.tsx';
import { Header } from './header.tsx';

const shop = { name: 'Panadería Keto', whatsapp: '5493870000000' };
const user = { id: 'u1', username: 'ana', email: 'ana@example.com', name: 'Ana', isFromGoogle: false };

describe('AccountMenu keyboard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts on the current page, moves with arrows, Home, End and letters, and closes on Tab and a second click', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/shop': () => ({ status: 200, body: shop }),
        'GET /api/session': () => ({ status: 200, body: { user, googleEnabled: false } }),
      }),
    );
    renderAt(<Header />, { path: '/orders' });
    const tab = await screen.findByRole('button', { name: 'Cuenta', hidden: true });
    tab.focus();
    fireEvent.click(tab);
    const menu = await screen.findByRole('menu', { name: 'Menú de mi cuenta' });
    expect(tab.getAttribute('aria-expanded')).toBe('true');
    expect(tab.getAttribute('aria-controls')).toBe(menu.parentElement?.id);
    const focused = () => document.activeElement?.textContent;
    // The current page's entry takes the focus.
    await waitFor(() => expect(focused()).toBe('Mis pedidos'));
    const key = (k: string) => fireEvent.keyDown(document.activeElement!, { key: k });
    key('ArrowDown');
    expect(focused()).toBe('Lista de deseos');
    key('End');
    expect(focused()).toBe('Cerrar sesión');
    key('ArrowDown');
    expect(focused()).toBe('Mi cuenta');
    key('ArrowUp');
    expect(focused()).toBe('Cerrar sesión');
    key('f');
    expect(focused()).toBe('Finalizar compra');
    key('Home');
    expect(focused()).toBe('Mi cuenta');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(6);

    // Tab leaves the menu by closing it, the focus back on the tab.
    key('Tab');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(tab);
    expect(tab.getAttribute('aria-expanded')).toBeNull();

    // A second click on the tab closes the menu it opened.
    fireEvent.click(tab);
    await screen.findByRole('menu');
    fireEvent.click(tab);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
