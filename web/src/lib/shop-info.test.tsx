// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { readShopConfig } from './shop-info.ts';

const FACTS = {
  name: 'Panadería Keto',
  whatsapp: '5493870000000',
  whatsappDisplay: '+54 9 387 000 0000',
  infoEmail: 'info@panaderiaketo.example',
  developerEmail: 'dev@panaderiaketo.example',
  address: 'Av. Belgrano 1000',
  city: 'Salta Capital',
  instagramUrl: 'https://www.instagram.com/panaderiaketo.example',
  bankAlias: 'PANADERIA.KETO.ALIAS',
};

/** Loads shop-info.ts afresh on a page whose #shop-config holds `json` (none when undefined). */
async function loadOnPage(json: string | undefined) {
  document.head.innerHTML =
    json === undefined ? '' : `<script id="shop-config" type="application/json">${json}</script>`;
  vi.resetModules();
  return import('./shop-info.ts');
}

async function renderShop(json: string | undefined) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(FACTS), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  const { useShopInfo, useShopName } = await loadOnPage(json);
  function Probe() {
    const info = useShopInfo();
    return (
      <p>
        <span data-testid="name">{useShopName()}</span>
        <span data-testid="alias">{info?.bankAlias ?? 'none'}</span>
      </p>
    );
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Probe />
    </QueryClientProvider>,
  );
  return { fetch };
}

describe('shop facts in the page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('reads the embedded facts, the withheld stand-in, and nothing from a missing or broken element', () => {
    const el = (text: string) => Object.assign(document.createElement('script'), { textContent: text });
    expect(readShopConfig(el(JSON.stringify(FACTS)))).toEqual(FACTS);
    expect(readShopConfig(el('{"name":"Panadería Keto","withheld":true}'))).toEqual({
      name: 'Panadería Keto',
      withheld: true,
    });
    expect(readShopConfig(null)).toBeUndefined();
    expect(readShopConfig(el('{'))).toBeUndefined();
    expect(readShopConfig(el('null'))).toBeUndefined();
  });

  it('uses the embedded facts without asking the server', async () => {
    const { fetch } = await renderShop(JSON.stringify(FACTS));
    expect(screen.getByTestId('name').textContent).toBe('Panadería Keto');
    expect(screen.getByTestId('alias').textContent).toBe('PANADERIA.KETO.ALIAS');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on the locked /access page shows the name and neither has nor fetches the other facts', async () => {
    const { fetch } = await renderShop('{"name":"Panadería Keto","withheld":true}');
    expect(screen.getByTestId('name').textContent).toBe('Panadería Keto');
    expect(screen.getByTestId('alias').textContent).toBe('none');
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches the facts from /api/shop when the page has none (the dev server)', async () => {
    const { fetch } = await renderShop(undefined);
    await waitFor(() => expect(screen.getByTestId('alias').textContent).toBe('PANADERIA.KETO.ALIAS'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
