// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { orderTotals, type CartLine } from '@shop/domain';
import i18n from '../../../lib/i18n.ts';
import { MuiScope } from '../../../lib/mui-scope.tsx';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { CouponField } from './coupon-field.tsx';
import { OrderSummary } from './order-summary.tsx';

const lines = [{ id: '12', quantity: 1 }];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function validateApi(answer: (body: { code: string }) => unknown) {
  const calls: { code: string; email?: string }[] = [];
  const fetch = fakeFetch({
    'POST /api/coupons/validate': (init) => {
      const body = JSON.parse(String(init?.body)) as { code: string; email?: string };
      calls.push(body);
      return { status: 200, body: answer(body) };
    },
  });
  return { fetch: vi.fn(fetch), calls };
}

describe('CouponField', () => {
  it('asks the server once the typing stops and reports the accepted discount', async () => {
    const api = validateApi((b) => ({
      valid: true,
      code: b.code,
      kind: 'percent',
      value: 10,
      subtotal: 25000,
      discount: 2500,
    }));
    vi.stubGlobal('fetch', api.fetch);
    const onChange = vi.fn();
    renderAt(<CouponField lines={lines} email="ana@example.com" onChange={onChange} delayMs={50} />);
    const input = screen.getByLabelText('Código de cupón');
    for (const text of ['b', 'bi', 'bie', 'bienvenida']) fireEvent.change(input, { target: { value: text } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ code: 'BIENVENIDA', discount: 2500 }));
    expect(await screen.findByText(/Te descontamos \$\s?2\.500/)).toBeTruthy();
    // Debounced: one request for the whole word, upper-cased, with the e-mail for the first-order rule.
    expect(api.calls).toEqual([expect.objectContaining({ code: 'BIENVENIDA', email: 'ana@example.com' })]);
  });

  it("shows the server's reason when the code does not apply, and applies nothing", async () => {
    const api = validateApi((b) => ({
      valid: false,
      code: b.code,
      reason: 'expired',
      message: 'Ese código está vencido.',
    }));
    vi.stubGlobal('fetch', api.fetch);
    const onChange = vi.fn();
    renderAt(<CouponField lines={lines} onChange={onChange} delayMs={20} />);
    fireEvent.change(screen.getByLabelText('Código de cupón'), { target: { value: 'VIEJO10' } });
    expect(await screen.findByText('Ese código está vencido.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ code: 'VIEJO10' }));
  });

  it('refuses odd characters without asking the server', async () => {
    const api = validateApi(() => ({}));
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<CouponField lines={lines} onChange={vi.fn()} delayMs={20} />);
    fireEvent.change(screen.getByLabelText('Código de cupón'), { target: { value: 'DOS PALABRAS' } });
    expect(await screen.findByText(/de 3 a 32 letras/)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('OrderSummary with a discount', () => {
  it('shows the discount line with its code and the discounted total', async () => {
    vi.stubGlobal('fetch', fakeFetch({}));
    const cart: CartLine[] = [
      { id: '12', type: 'dulces', title: 'Torta', price: 25000, imageSrc: '', description: '', quantity: 1 },
    ];
    renderAt(
      <OrderSummary
        lines={cart}
        totals={orderTotals({ lines: cart, coupon: { code: 'BIENVENIDA-AB12CD34', discount: 2500 } })}
      />,
    );
    expect((await screen.findByTestId('checkout-discount')).textContent).toMatch(
      /Descuento \(BIENVENIDA-AB12CD34\)-\$\s?2\.500/,
    );
    expect(screen.getByTestId('checkout-total').textContent).toMatch(/22\.500/);
  });
});

describe('CouponField on a page the server rendered (decision 0041)', () => {
  it('takes a code typed before the app ran, once hydrated, without a mismatch', async () => {
    await i18n.changeLanguage('es');
    const api = validateApi((b) => ({
      valid: true,
      code: b.code,
      kind: 'percent',
      value: 10,
      subtotal: 25000,
      discount: 2500,
    }));
    vi.stubGlobal('fetch', api.fetch);
    const errors: unknown[] = [];
    const onChange = vi.fn();
    const tree = (changed: (coupon: unknown) => void) => (
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MuiScope>
            <CouponField lines={lines} onChange={changed} delayMs={50} />
          </MuiScope>
        </I18nextProvider>
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(() => {}));
    document.body.append(container);
    const input = container.querySelector<HTMLInputElement>('[data-testid="coupon-input"]')!;
    input.value = 'bienvenida';
    const root = hydrateRoot(container, tree(onChange), {
      onRecoverableError: (error) => errors.push(error),
    });
    try {
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ code: 'BIENVENIDA', discount: 2500 }));
      expect(input.isConnected).toBe(true);
      expect(input.value).toBe('bienvenida');
      expect(errors).toEqual([]);
    } finally {
      root.unmount();
      container.remove();
    }
  });
});
