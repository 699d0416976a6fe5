// @vitest-environment jsdom
// The footer on the locked page; shop-info.test.tsx covers how the facts are read.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';

describe('footer with withheld shop facts', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it("leaves the footer's contact details out on the locked page, keeping the shop's name", async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    document.head.innerHTML =
      '<script id="shop-config" type="application/json">{"name":"Panadería Keto","withheld":true}</script>';
    vi.resetModules();
    // Imported after the page is set up, so the footer reads this page's #shop-config.
    const { Footer } = await import('./footer.tsx');
    const router = createMemoryRouter([{ path: '*', element: <Footer /> }], { initialEntries: ['/access'] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain('Panadería Keto. Todos los derechos reservados.');
    expect(footer.textContent).not.toContain('Dirección');
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
