// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MuiScope } from '../../../lib/mui-scope.tsx';
import i18n from '../../../lib/i18n.ts';
import { CustomerForm, type CustomerState } from './customer-form.tsx';

// /checkout rendered by the server (docs/decisions/0041-checkout-rendered-by-the-server.md): the
// form is blank in the server's HTML (the tab's saved details are the browser's), hydrates onto it
// without a mismatch, then takes what the tab saved, and keeps what was typed before the app ran.

const tree = (onChange: (state: CustomerState) => void) => (
  <I18nextProvider i18n={i18n}>
    <MuiScope>
      <CustomerForm onChange={onChange} />
    </MuiScope>
  </I18nextProvider>
);

let root: Root | undefined;
let errors: unknown[][];
beforeEach(async () => {
  await i18n.changeLanguage('es');
  sessionStorage.clear();
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
});
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const field = (container: Element, name: string) =>
  container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
const expanded = (container: Element) =>
  container.querySelector('#checkout-customer-header')?.getAttribute('aria-expanded');

/** The server's HTML in the page, `typed` typed into its fields before the app runs, then hydrated. */
async function hydrateTyping(typed: Record<string, string>, onChange = vi.fn()) {
  const html = renderToString(tree(() => {}));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  for (const [name, value] of Object.entries(typed)) field(container, name).value = value;
  const serverFields = Array.from(container.querySelectorAll('input, textarea'));
  root = hydrateRoot(container, tree(onChange), {
    onRecoverableError: (error) => errors.push(['recoverable', error]),
  });
  return { html, container, serverFields, onChange };
}

describe('the checkout form rendered by the server', () => {
  it('is blank on the server, then takes what the tab saved and keeps what was typed before hydration', async () => {
    sessionStorage.setItem(
      'checkoutCustomer',
      JSON.stringify({ nombre: 'Guardado', apellido: 'Zerpa', telefono: '387 611 4455' }),
    );
    const { html, container, serverFields, onChange } = await hydrateTyping({ nombre: 'Rosa' });
    expect(html).not.toContain('Zerpa');
    expect(html).not.toContain('Guardado');

    await vi.waitFor(() => expect(field(container, 'apellido').value).toBe('Zerpa'));
    expect(field(container, 'nombre').value).toBe('Rosa');
    expect(field(container, 'telefono').value).toBe('387 611 4455');
    // Hydrated onto the server's elements: the field being typed in is the same element.
    expect(serverFields.every((el) => el.isConnected)).toBe(true);
    expect(errors).toEqual([]);
    // The checkout gets the adopted values, and the tab keeps them (the typed name included).
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ values: expect.objectContaining({ nombre: 'Rosa', apellido: 'Zerpa' }) }),
      ),
    );
    expect(JSON.parse(sessionStorage.getItem('checkoutCustomer')!)).toMatchObject({
      nombre: 'Rosa',
      apellido: 'Zerpa',
      telefono: '387 611 4455',
    });
  });

  it('folds into its summary once hydrated when the saved details are complete, as a browser render starts', async () => {
    const saved = {
      nombre: 'Rosa',
      apellido: 'Zerpa',
      direccion: 'Pueyrredón 742',
      telefono: '387 611 4455',
      email: 'rosa@example.com',
    };
    sessionStorage.setItem('checkoutCustomer', JSON.stringify(saved));
    const { html, container } = await hydrateTyping({});
    // Open on the server (it cannot know the details), as in the hydrating render.
    expect(html).toContain('aria-expanded="true"');
    await vi.waitFor(() => expect(expanded(container)).toBe('false'));
    expect(container.textContent).toContain('Rosa Zerpa · Pueyrredón 742');
    expect(errors).toEqual([]);
    // Hydrating never wrote the blank start over what the tab saved.
    expect(JSON.parse(sessionStorage.getItem('checkoutCustomer')!)).toMatchObject(saved);
  });
});
