// @vitest-environment jsdom
import { StrictMode, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Outlet, useNavigate, type RouteObject } from 'react-router';
import i18n from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { AppProviders } from '../providers.tsx';
import { AppRouter } from './app-router.tsx';
import { AppRoutes } from './app-routes.tsx';
import { useNavigationPending } from './navigation-pending.ts';
import { ScrollRestoration } from './scroll-restoration.ts';

/** A lazy route whose code arrives when the test says so. */
function deferredPage(text: string) {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const arrived = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const lazy = vi.fn(async () => {
    await arrived;
    return { Component: () => <p>{text}</p> };
  });
  return { lazy, resolve, reject };
}

function Layout() {
  const pending = useNavigationPending();
  const navigate = useNavigate();
  return (
    <>
      <ScrollRestoration />
      {pending && <span role="progressbar" />}
      <Link to="/slow">slow</Link>
      <Link to="/other">other</Link>
      <Link to="/home#part">part</Link>
      <button onClick={() => navigate('/home?sort=price', { preventScrollReset: true })}>sort</button>
      <Outlet />
    </>
  );
}

function table(children: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      Component: Layout,
      children: [{ path: 'home', Component: () => <p>home page</p> }, ...children],
    },
  ];
}

function start(routes: RouteObject[], children?: ReactNode) {
  return render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()} i18n={i18n}>
        <AppRouter routes={routes} hydrating={false}>
          <AppRoutes routes={routes} />
          {children}
        </AppRouter>
      </AppProviders>
    </StrictMode>,
  );
}

let scrollY = 0;
let entry = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});

beforeEach(() => {
  void i18n.changeLanguage('es');
  // A new key per test: the positions saved for the entries of one test stay out of the next.
  window.history.replaceState({ key: `entry${++entry}`, usr: null, idx: 0 }, '', '/home');
  scrollY = 0;
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AppRouter', () => {
  it("keeps the current page, pending, until the next page's code arrives, then shows it at the top", async () => {
    const slow = deferredPage('slow page');
    start(table([{ path: 'slow', lazy: slow.lazy }]));
    expect(screen.getByText('home page')).toBeTruthy();
    scrollY = 300;

    fireEvent.click(screen.getByText('slow'));
    await screen.findByRole('progressbar');
    expect(screen.getByText('home page')).toBeTruthy();
    expect(window.location.pathname).toBe('/home');

    await act(async () => slow.resolve());
    await screen.findByText('slow page');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(window.location.pathname).toBe('/slow');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('shows the newest of two navigations when the older one loads last', async () => {
    const slow = deferredPage('slow page');
    const other = deferredPage('other page');
    start(
      table([
        { path: 'slow', lazy: slow.lazy },
        { path: 'other', lazy: other.lazy },
      ]),
    );
    fireEvent.click(screen.getByText('slow'));
    fireEvent.click(screen.getByText('other'));
    await act(async () => other.resolve());
    await screen.findByText('other page');
    await act(async () => slow.resolve());
    expect(screen.queryByText('slow page')).toBeNull();
    expect(window.location.pathname).toBe('/other');
  });

  it('restores the position a page was left at on Back, and keeps it when asked not to reset', async () => {
    start(table([{ path: 'other', Component: () => <p>other page</p> }]));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockClear();
    fireEvent.click(screen.getByText('sort'));
    expect(window.location.search).toBe('?sort=price');
    expect(scrollTo).not.toHaveBeenCalled();

    scrollY = 450;
    fireEvent.click(screen.getByText('other'));
    await screen.findByText('other page');
    expect(scrollY).toBe(0);

    act(() => window.history.back());
    await screen.findByText('home page');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 450);
  });

  it("scrolls to the link's #hash element", async () => {
    const scrollIntoView = vi.fn();
    start(table([]), <div id="part" ref={(el) => void (el && (el.scrollIntoView = scrollIntoView))} />);
    fireEvent.click(screen.getByText('part'));
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
  });

  it("shows the error notice when a page's code fails to load, and tries again on the next visit", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const slow = deferredPage('slow page');
    const routes = table([{ path: 'slow', lazy: slow.lazy }]);
    start(routes);
    fireEvent.click(screen.getByText('slow'));
    await act(async () => slow.reject(new Error('offline')));
    await screen.findByText('Reintentar');
    expect(error).toHaveBeenCalled();
    expect(typeof routes[0]!.children![1]!.lazy).toBe('function');
  });
});
