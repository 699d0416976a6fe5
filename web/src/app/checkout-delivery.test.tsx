// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderAt } from '../test/render.tsx';
import {
  chooseDay,
  chooseDelivery,
  daySelect,
  deliveryOptionsFixture,
} from '../features/checkout/test-support.ts';
import { readyConfirmButton, seedCheckout, stubCheckoutFetch } from './checkout-test-support.ts';
import CheckoutRoute from './routes/checkout.tsx';

function renderCheckout() {
  const bodies: { pedido?: unknown; optionsUrl?: string } = {};
  stubCheckoutFetch({
    handlers: {
      'POST /api/pedido': (init) => {
        bodies.pedido = JSON.parse(String(init?.body));
        return { status: 400, body: { error: { code: 'day_full', message: 'stop here' } } };
      },
    },
    onRequest: (url) => {
      if (url.startsWith('/api/delivery/options')) bodies.optionsUrl = url;
    },
  });
  renderAt(<CheckoutRoute />, { path: '/checkout' });
  return bodies;
}

const summary = () => within(screen.getByRole('region', { name: 'Resumen del pedido' }));

describe('/checkout "Entrega"', () => {
  beforeEach(() => {
    seedCheckout();
    window.sessionStorage.setItem('checkoutPaymentMethod', 'transferencia');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the pickup point's hours in English to English readers (polish brief)", async () => {
    renderCheckout();
    await screen.findByRole('radio', { name: 'Retiro en Local' });
    const i18n = (await import('../lib/i18n.ts')).default;
    await i18n.changeLanguage('en');
    const pickup = await screen.findByRole('radio', { name: 'Pickup at Local' });
    expect(document.getElementById(pickup.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Av. Belgrano 1000 · Monday to Friday, 9 am to 7 pm · Free',
    );
    await i18n.changeLanguage('es');
  });

  it('offers the zones and pickup for this cart, full days not selectable, and requires a choice for the web order', async () => {
    const bodies = renderCheckout();
    const capital = await screen.findByRole('radio', { name: 'Envío a domicilio · Capital' });
    expect(bodies.optionsUrl).toBe('/api/delivery/options?items=0%3A2');
    expect(document.getElementById(capital.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /2\.500,00 · gratis desde \$\s?30\.000,00/,
    );
    const pickup = screen.getByRole('radio', { name: 'Retiro en Local' });
    expect(document.getElementById(pickup.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Av. Belgrano 1000 · Lunes a viernes de 9 a 19 h · Sin cargo',
    );
    expect(summary().getByText('Elegí envío o retiro')).toBeTruthy();

    fireEvent.click(await readyConfirmButton());
    expect(
      await screen.findByText('Elegí envío o retiro, el día y el horario para confirmar el pedido.'),
    ).toBeTruthy();
    expect(screen.getByText('Elegí envío a domicilio o retiro')).toBeTruthy();
    expect(bodies.pedido).toBeUndefined();

    const full = await within(daySelect()).findByRole<HTMLOptionElement>('option', {
      name: /12 de marzo · completo/,
    });
    expect(full.disabled).toBe(true);
    // Tuesday the 11th has only its afternoon left: choosing it picks the afternoon.
    await chooseDay(/11 de marzo/);
    expect((screen.getByRole('radio', { name: 'Mañana (9 a 13 h)' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('radio', { name: 'Tarde (14 a 19 h)' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers only the days the chosen pickup point opens, and drops a day chosen for delivery that the point does not serve', async () => {
    renderCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: 'Envío a domicilio · Capital' }));
    await chooseDay(/15 de marzo/);
    // The chosen day is the select's selected option (its text content holds every option's).
    const chosen = () => daySelect().selectedOptions[0]?.textContent ?? '';
    expect(chosen()).toMatch(/15 de marzo/);

    fireEvent.click(screen.getByRole('radio', { name: 'Retiro en Local' }));
    expect(chosen()).not.toMatch(/15 de marzo/);
    const offered = (await within(daySelect()).findAllByRole('option')).map((o) => o.textContent);
    expect(offered.some((text) => /15 de marzo/.test(text ?? ''))).toBe(false);
    expect(offered.some((text) => /13 de marzo/.test(text ?? ''))).toBe(true);
  });

  it('names the product whose own lead time applies beside "Día", else the shop\'s', async () => {
    stubCheckoutFetch({
      handlers: {
        'GET /api/delivery/options': () => ({
          status: 200,
          body: { ...deliveryOptionsFixture, leadTimeHours: 48, leadTimeProductId: '0' },
        }),
      },
    });
    renderAt(<CheckoutRoute />, { path: '/checkout' });
    expect(await screen.findByText('Pan keto se pide con al menos 48 horas de anticipación.')).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    renderCheckout();
    expect(
      await screen.findByText('Preparamos cada pedido con al menos 24 horas de anticipación.'),
    ).toBeTruthy();
  });

  it('shows the delivery line and the total to pay, writes them in the WhatsApp message and sends the choice', async () => {
    const bodies = renderCheckout();
    // The zone's price counts as soon as the zone is chosen; the summary asks for the day.
    fireEvent.click(await screen.findByRole('radio', { name: 'Envío a domicilio · Capital' }));
    expect(summary().getByText('Envío (Capital)')).toBeTruthy();
    expect(summary().getByText('Falta elegir el día y el horario')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toMatch(/10\.500,00/);
    expect(screen.getByRole('link', { name: /Enviar pedido por WhatsApp/ }).getAttribute('href')).not.toMatch(
      /Env%C3%ADo/,
    );

    await chooseDelivery();
    expect(summary().getByText('Envío (Capital)')).toBeTruthy();
    expect(summary().getByText(/2\.500,00/)).toBeTruthy();
    expect(summary().getByText('Entrega: jueves, 13 de marzo, mañana (9 a 13 h)')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toMatch(/10\.500,00/);
    const href = screen.getByRole('link', { name: /Enviar pedido por WhatsApp/ }).getAttribute('href')!;
    const text = decodeURIComponent(href.split('?text=')[1]!);
    expect(text).toMatch(
      /Envío \(Capital\): \$\s?2\.500,00\nTotal: \$\s?10\.500,00\nDía de entrega: jueves, 13 de marzo, mañana/,
    );

    fireEvent.click(await readyConfirmButton());
    await screen.findByText(/stop here/);
    expect(bodies.pedido).toMatchObject({ delivery: { zoneId: '1', date: '2031-03-13', window: 'manana' } });

    // Pickup is free: the total is the products'.
    fireEvent.click(screen.getByRole('radio', { name: 'Retiro en Local' }));
    expect(summary().getByText('Retiro en Local')).toBeTruthy();
    expect(summary().getByText('Sin cargo')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toMatch(/8\.000,00/);
  });
});
