/**
 * Test helper: renders UI inside the app's providers (theme, a fresh query client, i18n in
 * Spanish) on an in-memory router at `path`. Needs the jsdom environment.
 */
import type { ReactNode } from 'react';
import { render, renderHook } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { MuiScope } from '../lib/mui-scope.tsx';
import i18n from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';

export function renderAt(
  ui: ReactNode,
  { path = '/', routes = [] }: { path?: string; routes?: RouteObject[] } = {},
) {
  void i18n.changeLanguage('es');
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter([{ path: '*', element: ui }, ...routes], { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <MuiScope>
        <RouterProvider router={router} />
      </MuiScope>
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/**
 * Renders the hook `hook` inside the app's providers, as renderAt does (a fresh query client
 * without retries, i18n in Spanish), with no router: for hooks that do not navigate.
 */
export function renderHookWithProviders<Props, Result>(
  hook: (props: Props) => Result,
  { initialProps }: { initialProps?: Props } = {},
) {
  void i18n.changeLanguage('es');
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <MuiScope>{children}</MuiScope>
    </AppProviders>
  );
  return { ...renderHook(hook, { wrapper, initialProps }), queryClient };
}

type Handler = (init: RequestInit | undefined) => { status: number; body: unknown };

/** A fetch answering JSON per "METHOD /path"; unknown calls fail the test with a 599. */
export function fakeFetch(handlers: Record<string, Handler>) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    const { status, body } = handler
      ? handler(init)
      : { status: 599, body: { error: { code: 'unexpected', message: key } } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}
