// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, waitFor } from '@testing-library/react';
import type { CartLine } from '@shop/domain';
import { fakeFetch, renderHookWithProviders } from '../../../test/render.tsx';
import { checkoutLinesFixture, deliveryOptionsFixture } from '../test-support.ts';
import { useCheckout, type CheckoutInput } from './use-checkout.ts';

const lines = checkoutLinesFixture;
const details = {
  nombre: 'Ana',
  apellido: 'Pérez',
  direccion: 'San Martín 123',
  telefono: '387 555 1234',
  email: 'ana@example.com',
  notas: '',
};
const shop = {
  whatsapp: '5493870000000',
  bankAlias: 'panaderia.keto',
  bankCbu: '',
  paymentMethods: ['transferencia', 'efectivo'],
};

function renderCheckout(input: Partial<CheckoutInput> = {}) {
  const pedidos: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      'GET /api/shop': () => ({ status: 200, body: shop }),
      'GET /api/delivery/options': () => ({ status: 200, body: deliveryOptionsFixture }),
      'POST /api/funnel': () => ({ status: 204, body: null }),
      'POST /api/pedido': (init) => {
        pedidos.push(JSON.parse(String(init?.body)));
        return { status: 400, body: { error: { code: 'day_full', message: 'stop here' } } };
      },
    }),
  );
  const view = renderHookWithProviders(() =>
    useCheckout({
      lines,
      account: { id: 'user-1', username: 'ana' },
      onPlaced: vi.fn(),
      onPayOnline: vi.fn(),
      ...input,
    }),
  );
  return { ...view, pedidos };
}

describe('useCheckout', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says what the web order misses until the details, the delivery and the payment are given', async () => {
    const { result, pedidos } = renderCheckout({ account: null });
    await waitFor(() => expect(result.current.delivery.options).toBeDefined());
    expect(result.current.missing).toEqual({ signIn: true, customer: true, delivery: true, payment: true });

    act(() => {
      result.current.fields.onChange({
        values: details,
        customer: details,
        saveDetails: true,
        remindMe: false,
      });
      result.current.delivery.choose({ option: 'zone:1', date: '2031-03-13', window: 'manana' });
      result.current.payment.choose('efectivo');
    });
    expect(result.current.missing).toEqual({
      signIn: true,
      customer: false,
      delivery: false,
      payment: false,
    });
    expect(result.current.order.deliveryChoice).toEqual({
      zoneId: '1',
      date: '2031-03-13',
      window: 'manana',
    });
    // Signed out, placing only asks to sign in and sends nothing.
    await act(() => result.current.place());
    expect(result.current.webOrder.notice).toBe('signIn');
    expect(pedidos).toHaveLength(0);
  });

  it('is busy from the tap itself, before the order request answers, and not after its answer', async () => {
    const { result, pedidos } = renderCheckout();
    await waitFor(() => expect(result.current.delivery.options).toBeDefined());
    act(() => {
      result.current.fields.onChange({
        values: details,
        customer: details,
        saveDetails: true,
        remindMe: false,
      });
      result.current.delivery.choose({ option: 'pickup:1', date: '2031-03-13', window: 'tarde' });
      result.current.payment.choose('efectivo');
    });
    let placing: Promise<void> | undefined;
    // A synchronous act: only what the tap's own render shows, no timer of react-query's.
    act(() => {
      placing = result.current.place();
    });
    expect(result.current.webOrder.sending).toBe(true);
    await act(() => placing!);
    expect(pedidos).toHaveLength(1);
    expect(result.current.webOrder.sending).toBe(false);
  });

  it('marks the missing delivery when placing, and clears the mark once one is chosen', async () => {
    const { result, pedidos } = renderCheckout();
    await waitFor(() => expect(result.current.delivery.options).toBeDefined());
    act(() =>
      result.current.fields.onChange({
        values: details,
        customer: details,
        saveDetails: true,
        remindMe: false,
      }),
    );
    await act(() => result.current.place());
    expect(result.current.webOrder.notice).toBe('delivery');
    expect(result.current.delivery.error).toBe(true);
    expect(pedidos).toHaveLength(0);
    act(() => result.current.delivery.choose({ option: 'pickup:1', date: '2031-03-13', window: 'tarde' }));
    expect(result.current.delivery.error).toBe(false);
    expect(result.current.missing.delivery).toBe(false);
    expect(result.current.fields.deliveryKind).toBe('pickup');
  });

  it("composes the totals once: subtotal, the coupon's discount, the zone's price and its free-from", async () => {
    const { result } = renderCheckout();
    await waitFor(() => expect(result.current.delivery.options).toBeDefined());
    expect(result.current.totals).toEqual({
      subtotal: 8000,
      discount: 0,
      coupon: null,
      afterDiscount: 8000,
      delivery: 0,
      total: 8000,
    });

    act(() => result.current.coupon.onChange({ code: 'BIENVENIDA10', discount: 800 }));
    // The zone's price counts as soon as the zone is chosen, before its day.
    act(() => result.current.delivery.choose({ option: 'zone:1', date: null, window: null }));
    expect(result.current.totals).toEqual({
      subtotal: 8000,
      discount: 800,
      coupon: 'BIENVENIDA10',
      afterDiscount: 7200,
      delivery: 2500,
      total: 9700,
    });
    expect(result.current.delivery.priced).toMatchObject({ name: 'Capital', price: 2500 });
    // The DNI threshold looks at the same total to pay.
    expect(result.current.fields.totalArs).toBe(9700);
    expect(result.current.order.totals).toBe(result.current.totals);
    // A pickup is free.
    act(() => result.current.delivery.choose({ option: 'pickup:1', date: null, window: null }));
    expect(result.current.totals.delivery).toBe(0);
    expect(result.current.totals.total).toBe(7200);
  });

  it("makes the zone's delivery free once the products after discount reach its amount", async () => {
    const big: CartLine[] = [{ ...lines[0]!, price: 16000, quantity: 2 }];
    const { result } = renderCheckout({ lines: big });
    await waitFor(() => expect(result.current.delivery.options).toBeDefined());
    act(() => result.current.delivery.choose({ option: 'zone:1', date: null, window: null }));
    expect(result.current.totals).toMatchObject({ subtotal: 32000, delivery: 0, total: 32000 });
    // 2,500 off takes the products under Capital's 30,000: the delivery is charged again.
    act(() => result.current.coupon.onChange({ code: 'FIJO', discount: 2500 }));
    expect(result.current.totals).toMatchObject({ afterDiscount: 29500, delivery: 2500, total: 32000 });
  });
});
