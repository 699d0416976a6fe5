// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cartTotal, type CartLine } from '@shop/domain';
import { useCartStore } from './cart-store.ts';
import { renderedCartQuery, useCartLines, useCartSelector } from './rendered-cart.ts';

const line = (id: string, price: number, quantity: number): CartLine => ({
  id,
  type: 'salados',
  title: `Pan ${id}`,
  price,
  imageSrc: '',
  description: '',
  quantity,
});

function Cart() {
  const lines = useCartLines();
  const units = useCartSelector((all) => all.reduce((sum, l) => sum + l.quantity, 0));
  return (
    <section>
      <p id="units">{units}</p>
      <ul>
        {lines.map((l) => (
          <li key={l.id}>{`${l.title} × ${l.quantity}`}</li>
        ))}
      </ul>
      <p id="total">{cartTotal(lines)}</p>
    </section>
  );
}

/** The server's render: the lines it priced go into the request's own query cache, never the store. */
function serverRender(lines: CartLine[]): { html: string; payload: ReturnType<typeof dehydrate> } {
  const client = new QueryClient();
  client.setQueryData(renderedCartQuery.queryKey, lines);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <Cart />
    </QueryClientProvider>,
  );
  return { html, payload: dehydrate(client) };
}

let root: Root | undefined;
let errors: unknown[][];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  useCartStore.setState({ lines: [] });
});
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

async function hydrateIn(html: string, payload: ReturnType<typeof dehydrate>) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverNodes = Array.from(container.querySelectorAll('*'));
  const client = new QueryClient();
  hydrate(client, payload);
  await vi.waitFor(() => {
    root ??= hydrateRoot(
      container,
      <QueryClientProvider client={client}>
        <Cart />
      </QueryClientProvider>,
      { onRecoverableError: (error) => errors.push(['recoverable', error]) },
    );
  });
  return { container, serverNodes };
}

describe('the cart a page shows (decision 0040)', () => {
  const a = line('3', 4000, 2);
  const b = line('12', 5500, 1);

  it("is the server's lines in the server's HTML, and hydrates onto them without a mismatch", async () => {
    const { html, payload } = serverRender([a, b]);
    expect(html).toContain('<li>Pan 3 × 2</li>');
    expect(html).toContain('<li>Pan 12 × 1</li>');
    expect(html).toContain(`<p id="total">${4000 * 2 + 5500}</p>`);
    expect(html).toContain('<p id="units">3</p>');
    // Nothing of the request was left in the module's store, which every request shares.
    expect(useCartStore.getState().lines).toEqual([]);

    // The browser's copy holds the same cart (the cookie mirrors it).
    useCartStore.setState({ lines: [a, b] });
    const { container, serverNodes } = await hydrateIn(html, payload);
    await vi.waitFor(() => expect(container.querySelector('li')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errors).toEqual([]);
    expect(serverNodes.every((el) => el.isConnected)).toBe(true);
    expect(container.querySelector('#total')?.textContent).toBe(String(4000 * 2 + 5500));
  });

  it("is the browser's own cart right after hydrating, when it differs from the server's", async () => {
    const { html, payload } = serverRender([a, b]);
    // Changed in another tab after the cookie was sent: the browser's cartItems is the source.
    useCartStore.setState({ lines: [{ ...a, quantity: 5 }] });
    const { container } = await hydrateIn(html, payload);
    await vi.waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(1));
    expect(container.textContent).toContain('Pan 3 × 5');
    expect(container.querySelector('#units')?.textContent).toBe('5');
    expect(errors).toEqual([]);
  });

  it('is the store on a page the server did not render from the cookies', () => {
    useCartStore.setState({ lines: [a] });
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <Cart />
      </QueryClientProvider>,
    );
    // On the server the store's initial (empty) cart: a page cached and shared shows no one's lines.
    expect(html).not.toContain('Pan 3');
    expect(html).toContain('<p id="units">0</p>');
  });
});
