// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

// lib/ssr.ts keeps the page's hydration state in module variables: fresh modules for every test.
async function load() {
  vi.resetModules();
  const ssr = await import('../lib/ssr.ts');
  const { HydrationRegion } = await import('./hydration-region.tsx');
  return { ...ssr, HydrationRegion };
}

const hasFiber = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'));

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      count {n}
    </button>
  );
}

let root: Root | undefined;
let errors: unknown[][];
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

beforeEach(() => {
  // Real scheduling (no act): React hydrates the regions in tasks of its own, as in a browser.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
});

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  vi.restoreAllMocks();
});

describe('HydrationRegion', () => {
  it('is hydrated by React in place, and the page counts as hydrated once every region, nested ones too, has committed', async () => {
    const { HydrationRegion, HydrationSentinel, beginHydration, onHydrated, HYDRATED_EVENT } = await load();
    const Page = ({ children }: { children?: ReactNode }) => (
      <main>
        <HydrationRegion>
          <header>
            <h1>Tienda</h1>
            <HydrationRegion>
              <Counter />
            </HydrationRegion>
          </header>
        </HydrationRegion>
        <HydrationRegion>
          <ul>
            {['a', 'b', 'c'].map((x) => (
              <HydrationRegion key={x}>
                <li>{x}</li>
              </HydrationRegion>
            ))}
          </ul>
        </HydrationRegion>
        {children}
        <HydrationSentinel />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverElements = Array.from(container.querySelectorAll('*'));
    expect(serverElements.length).toBe(8);

    const hydratedWhenCalled: boolean[] = [];
    const event = vi.fn();
    window.addEventListener(HYDRATED_EVENT, event, { once: true });
    const done = new Promise<void>((resolve) =>
      onHydrated(() => {
        hydratedWhenCalled.push(...serverElements.map(hasFiber));
        resolve();
      }),
    );
    beginHydration();
    root = hydrateRoot(container, <Page />);
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    await done;

    expect(hydratedWhenCalled).toEqual(serverElements.map(() => true));
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(event).toHaveBeenCalledTimes(1);
    // The server's elements, hydrated, not replaced; and no mismatch was reported.
    expect(Array.from(container.querySelectorAll('*'))).toEqual(serverElements);
    expect(errors).toEqual([]);
    // And they work: the button counts.
    container.querySelector('button')!.click();
    await vi.waitFor(() => expect(container.querySelector('button')!.textContent).toBe('count 1'));
  });

  it("reports a region whose browser render differs from the server's (React renders it afresh)", async () => {
    const { HydrationRegion, HydrationSentinel, beginHydration, onHydrated } = await load();
    const Page = ({ text }: { text: string }) => (
      <div>
        <HydrationRegion>
          <p>{text}</p>
        </HydrationRegion>
        <HydrationSentinel />
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page text="servidor" />);
    document.body.append(container);
    const serverParagraph = container.querySelector('p');
    const recoverable = vi.fn();
    const done = new Promise<void>((resolve) => onHydrated(resolve));
    beginHydration();
    root = hydrateRoot(container, <Page text="navegador" />, { onRecoverableError: recoverable });
    await done;
    expect(recoverable).toHaveBeenCalled();
    expect(container.querySelector('p')!.textContent).toBe('navegador');
    expect(container.querySelector('p')).not.toBe(serverParagraph);
  });

  it('counts a page rendered in the browser (no server markup) as hydrated once its shell has committed', async () => {
    const { HydrationRegion, HydrationSentinel, onHydrated, HYDRATED_EVENT } = await load();
    const container = document.createElement('div');
    document.body.append(container);
    const event = vi.fn();
    window.addEventListener(HYDRATED_EVENT, event, { once: true });
    const done = new Promise<void>((resolve) => onHydrated(resolve));
    root = createRoot(container);
    root.render(
      <main>
        <HydrationRegion>
          <Counter />
        </HydrationRegion>
        <HydrationSentinel />
      </main>,
    );
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    await done;
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(event).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')!.textContent).toBe('count 0');
  });

  it('waits for nothing outside a page hydration', async () => {
    const { whenHydrated, isHydratingPage } = await load();
    expect(isHydratingPage()).toBe(false);
    await expect(whenHydrated()).resolves.toBeUndefined();
  });
});
