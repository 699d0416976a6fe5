// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  orderTotals,
  TIMINGS,
  type CartLine,
  type CheckoutCustomer,
  type CheckoutCustomerInput,
  type DeliveryKind,
  type OrderMessageDelivery,
} from '@shop/domain';
import { renderAt } from '../../../test/render.tsx';
import { useWebOrder, type WebOrderInput } from '../hooks/use-web-order.ts';
import { OrderActions, orderErrorText } from './order-actions.tsx';
import { ApiClientError } from '../../../lib/api-client.ts';
import ui from '../../../components/ui.module.css';

const lines: CartLine[] = [
  {
    id: '0',
    type: 'salados',
    title: 'Pan keto',
    price: 4000,
    imageSrc: '/images/products/0-1',
    description: 'Pan',
    quantity: 2,
  },
];
const customer = {
  nombre: 'Ana',
  apellido: 'Pérez',
  direccion: 'San Martín 123',
  telefono: '387 555 1234',
  email: 'ana@example.com',
  notas: '',
};
const account = { id: 'user-1', username: 'ana' };
const pedido = {
  id: 'abcd1234-0000',
  number: 1042,
  fechaPedido: '2025-05-04T17:05:00Z',
  fechaEntrega: null,
  total: 8000,
  status: 'pendiente',
  items: [],
  hasReceipt: false,
  paymentMethod: 'transferencia',
  paymentStatus: 'pendiente',
};
const shop = {
  whatsapp: '5493870000000',
  bankAlias: 'panaderia.keto',
  bankCbu: '0110599520000001234567',
  paymentMethods: ['mercadopago', 'transferencia', 'efectivo'],
};

type Call = { url: string; init: RequestInit };

/** A fetch recording POST /api/pedido calls and answering with `answer` (or throwing for 'network'). */
function orderFetch(answer: { status: number; body: unknown } | 'network') {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/shop') return new Response(JSON.stringify(shop), { status: 200 });
    calls.push({ url, init: init ?? {} });
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch, calls };
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirmar Pedido en Web' });

/** What a test sets: the web order's input, and what the WhatsApp order carries. */
type ActionsProps = Omit<WebOrderInput, 'onMissing'> & {
  values: Partial<CheckoutCustomerInput>;
  customer: CheckoutCustomer | null;
  delivery?: OrderMessageDelivery | null;
  deliveryKind?: DeliveryKind | null;
  onPaymentMissing: () => void;
  onWhatsappSent?: () => void;
};

/** The buttons as useCheckout feeds them: the web order from useWebOrder, the rest as given. */
function Actions({ onPaymentMissing, onWhatsappSent, values, delivery = null, ...input }: ActionsProps) {
  const webOrder = useWebOrder({
    ...input,
    onMissing: (what) => {
      if (what === 'payment') onPaymentMissing();
    },
  });
  const coupon = input.coupon ?? null;
  return (
    <OrderActions
      order={{
        lines: input.lines,
        values,
        customer: input.customer,
        paymentMethod: input.paymentMethod,
        delivery,
        deliveryChoice: input.deliveryChoice,
        deliveryKind: input.deliveryKind ?? null,
        coupon,
        totals: orderTotals({ lines: input.lines, coupon, delivery: delivery?.price ?? null }),
      }}
      webOrder={webOrder}
      onWhatsappSent={onWhatsappSent}
    />
  );
}

function renderActions(props: Partial<ActionsProps> = {}) {
  const onPlaced = vi.fn();
  const onPaymentMissing = vi.fn();
  const onPayOnline = vi.fn();
  renderAt(
    <Actions
      lines={lines}
      values={customer}
      customer={customer}
      account={account}
      onPlaced={onPlaced}
      paymentMethod="transferencia"
      onPaymentMissing={onPaymentMissing}
      onPayOnline={onPayOnline}
      deliveryChoice={{ zoneId: '1', date: '2031-03-13', window: 'manana' }}
      delivery={{
        kind: 'delivery',
        name: 'Capital',
        price: 2500,
        address: null,
        date: '2031-03-13',
        window: 'manana',
      }}
      {...props}
    />,
  );
  return { onPlaced, onPaymentMissing, onPayOnline };
}

describe('OrderActions "Confirmar Pedido en Web"', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('waits, disabled and busy, while the session or the saved details load: a tap then says nothing wrong', async () => {
    const { fetch, calls } = orderFetch({ status: 201, body: { pedido } });
    vi.stubGlobal('fetch', fetch);
    renderActions({ account: undefined });
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    expect(confirmButton().getAttribute('aria-busy')).toBe('true');
    fireEvent.click(confirmButton());
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    renderActions({ detailsLoading: true });
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderActions({ detailsLoading: false });
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(false);
    expect(confirmButton().getAttribute('aria-busy')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('signed out: reads as disabled, stays focusable, and triggering it only shows the alert', async () => {
    const { fetch, calls } = orderFetch({ status: 201, body: { pedido } });
    vi.stubGlobal('fetch', fetch);
    renderActions({ account: null });
    const button = confirmButton();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Debés iniciar sesión para confirmar el pedido',
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
    expect(calls).toHaveLength(0);
  });

  it('posts the order payload once with an Idempotency-Key, thanks, then empties the cart and goes home', async () => {
    const { fetch, calls } = orderFetch({ status: 201, body: { pedido } });
    vi.stubGlobal('fetch', fetch);
    const { onPlaced } = renderActions();
    fireEvent.click(confirmButton());
    fireEvent.click(confirmButton());
    expect(await screen.findByText('Pedido enviado con éxito')).toBeTruthy();
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe('/api/pedido');
    expect(call!.init.method).toBe('POST');
    expect((call!.init.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(call!.init.body))).toMatchObject({
      userId: 'user-1',
      username: 'ana',
      firstname: 'Ana',
      paymentMethod: 'transferencia',
      total: 8000,
      items: [{ id: '0', quantity: 2 }],
    });
    expect(confirmButton()).toHaveProperty('disabled', true);
    expect(onPlaced).not.toHaveBeenCalled();
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(pedido, { redirect: true }), {
      timeout: TIMINGS.postOrderRedirectMs + 2000,
    });
  });

  it('a non-ok answer shows the error with the server reason, keeps the cart, and a retry reuses the key', async () => {
    const { fetch, calls } = orderFetch({
      status: 400,
      body: { error: { code: 'unknown_product', message: 'Hay un producto que ya no existe.' } },
    });
    vi.stubGlobal('fetch', fetch);
    const { onPlaced } = renderActions();
    fireEvent.click(confirmButton());
    const alert = await screen.findByText(/Se produjo un error al enviar el pedido\./);
    expect(alert.textContent).toBe(
      'Se produjo un error al enviar el pedido. Hay un producto que ya no existe.',
    );
    await waitFor(() => expect(confirmButton()).toHaveProperty('disabled', false));
    fireEvent.click(confirmButton());
    await waitFor(() => expect(calls).toHaveLength(2));
    const key = (c: Call) => (c.init.headers as Record<string, string>)['idempotency-key'];
    expect(key(calls[1]!)).toBe(key(calls[0]!));
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it("too many orders (429): shows the server's message, and the next try keeps the key", async () => {
    const message = 'Hiciste demasiados pedidos en poco tiempo. Probá de nuevo más tarde.';
    const { fetch, calls } = orderFetch({ status: 429, body: { error: { code: 'rate_limited', message } } });
    vi.stubGlobal('fetch', fetch);
    const { onPlaced } = renderActions();
    fireEvent.click(confirmButton());
    expect((await screen.findByText(/Se produjo un error al enviar el pedido\./)).textContent).toBe(
      `Se produjo un error al enviar el pedido. ${message}`,
    );
    await waitFor(() => expect(confirmButton()).toHaveProperty('disabled', false));
    expect(calls).toHaveLength(1);
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('a network failure shows "Se produjo un Error al enviar el Pedido."', async () => {
    const { fetch } = orderFetch('network');
    vi.stubGlobal('fetch', fetch);
    const { onPlaced } = renderActions();
    fireEvent.click(confirmButton());
    expect(await screen.findByText('Se produjo un Error al enviar el Pedido.')).toBeTruthy();
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('signed in with incomplete details: asks for them and sends nothing', async () => {
    const { fetch, calls } = orderFetch({ status: 201, body: { pedido } });
    vi.stubGlobal('fetch', fetch);
    renderActions({ customer: null, values: { nombre: 'Ana' } });
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Completá tus datos personales');
    expect(calls).toHaveLength(0);
  });
});

describe('OrderActions and the payment method', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('with no method chosen: asks for one, tells checkout, and sends nothing', async () => {
    const { fetch, calls } = orderFetch({ status: 201, body: { pedido } });
    vi.stubGlobal('fetch', fetch);
    const { onPaymentMissing } = renderActions({ paymentMethod: null });
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Elegí una forma de pago para confirmar el pedido.',
    );
    expect(onPaymentMissing).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });

  it('a Mercado Pago order is handed to checkout at once (no "enviado" toast, no trip home)', async () => {
    const online = { ...pedido, paymentMethod: 'mercadopago' };
    const { fetch, calls } = orderFetch({ status: 201, body: { pedido: online } });
    vi.stubGlobal('fetch', fetch);
    const { onPayOnline, onPlaced } = renderActions({ paymentMethod: 'mercadopago' });
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onPayOnline).toHaveBeenCalledWith(online));
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ paymentMethod: 'mercadopago' });
    expect(screen.queryByText('Pedido enviado con éxito')).toBeNull();
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('writes the chosen method in the WhatsApp message, with the alias and CBU for a transfer', async () => {
    vi.stubGlobal('fetch', orderFetch({ status: 201, body: { pedido } }).fetch);
    renderActions({ paymentMethod: 'transferencia' });
    const link = await screen.findByRole('link', { name: /WhatsApp/ });
    const text = new URL(link.getAttribute('href')!).searchParams.get('text') ?? '';
    expect(text).toContain(
      'Forma de pago: Transferencia bancaria (alias panaderia.keto, CBU 0110599520000001234567)',
    );
  });

  it('Mercado Pago cannot go by WhatsApp: the button is off and says why', async () => {
    vi.stubGlobal('fetch', orderFetch({ status: 201, body: { pedido } }).fetch);
    renderActions({ paymentMethod: 'mercadopago', account: null });
    const button = await screen.findByRole('button', { name: /WhatsApp/ });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(
      screen.getByText(/Mercado Pago se paga en la web: confirmá el pedido con «Confirmar Pedido en Web»/),
    ).toBeTruthy();
  });

  it('with Mercado Pago chosen, "Confirmar Pedido en Web" is the leading (filled) button; otherwise WhatsApp leads', async () => {
    vi.stubGlobal('fetch', orderFetch({ status: 201, body: { pedido } }).fetch);
    renderActions({ paymentMethod: 'mercadopago' });
    const variant = async () =>
      (await screen.findByRole('button', { name: 'Confirmar Pedido en Web' })).classList;
    expect((await variant()).contains(ui.contained)).toBe(true);
    expect((await variant()).contains(ui.outlined)).toBe(false);
    cleanup();
    renderActions({ paymentMethod: 'transferencia' });
    expect((await variant()).contains(ui.outlined)).toBe(true);
    expect((await variant()).contains(ui.contained)).toBe(false);
  });
});

describe('orderErrorText', () => {
  const texts = { error: 'E.', networkError: 'N.' };
  it('adds the server message for a 4xx only', () => {
    expect(orderErrorText(new ApiClientError(400, 'invalid_input', 'Falta el nombre.'), texts)).toBe(
      'E. Falta el nombre.',
    );
    expect(orderErrorText(new ApiClientError(503, 'unavailable', 'Service Unavailable'), texts)).toBe('E.');
    expect(orderErrorText(new TypeError('Failed to fetch'), texts)).toBe('N.');
  });
});

describe('OrderActions WhatsApp order with a reference', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  /** A window.open stub: the window checkout opens at the tap, whose address is set after the answer. */
  function stubWindow() {
    const opened = { opener: {} as unknown, location: { href: '' } };
    const open = vi.fn(() => opened);
    vi.stubGlobal('open', open);
    return { opened, open };
  }
  const messageOf = (url: string) => new URL(url).searchParams.get('text') ?? '';

  it('records the order first, then opens WhatsApp with its reference; a second tap records nothing new', async () => {
    const { fetch, calls } = orderFetch({ status: 201, body: { reference: 'W-4F7K', total: 10500 } });
    vi.stubGlobal('fetch', fetch);
    const { opened, open } = stubWindow();
    const onWhatsappSent = vi.fn();
    renderActions({ account: null, paymentMethod: 'efectivo', onWhatsappSent });
    const link = await screen.findByRole('link', { name: /WhatsApp/ });
    fireEvent.click(link);
    await waitFor(() => expect(opened.location.href).toContain('wa.me'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(opened.opener).toBeNull();
    expect(messageOf(opened.location.href)).toContain('Pedido: W-4F7K');
    expect(onWhatsappSent).toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/pedidos/whatsapp');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['idempotency-key']).toBeTruthy();
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({
      firstname: 'Ana',
      phone: '387 555 1234',
      paymentMethod: 'efectivo',
      delivery: { zoneId: '1', date: '2031-03-13', window: 'manana' },
      items: [{ id: '0', quantity: 2 }],
    });
    await waitFor(() => expect(link.getAttribute('href')).toContain('W-4F7K'));
    fireEvent.click(link);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(calls).toHaveLength(1);
  });

  it('sends the message without a reference when the record fails', async () => {
    const { fetch, calls } = orderFetch({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'x' } },
    });
    vi.stubGlobal('fetch', fetch);
    const { opened } = stubWindow();
    renderActions({ account: null, paymentMethod: 'efectivo' });
    fireEvent.click(await screen.findByRole('link', { name: /WhatsApp/ }));
    await waitFor(() => expect(opened.location.href).toContain('wa.me'));
    expect(calls).toHaveLength(1);
    const text = messageOf(opened.location.href);
    expect(text).not.toContain('Pedido:');
    expect(text).toContain('Pan keto');
  });
});
