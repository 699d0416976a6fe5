// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_DELIVERY_SETTINGS } from '@shop/domain';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { DeliveryAdmin } from './delivery-admin.tsx';

const HOLIDAYS = [
  { date: '2031-12-08', name: 'Inmaculada Concepción de María', open: false },
  { date: '2031-12-25', name: 'Navidad', open: false },
];

function deliveryApi() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record =
    (method: string, path: string, answer: (body: Record<string, unknown>) => unknown, status = 200) =>
    (init: RequestInit | undefined) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      sent.push({ method, path, body });
      return { status, body: answer(body) };
    };
  const fetch = fakeFetch({
    'GET /api/admin/delivery/zones': () => ({
      status: 200,
      body: {
        items: [
          {
            id: '1',
            name: 'Capital',
            priceArs: 2500,
            freeFromArs: null,
            openWeekdays: [0, 1, 2, 3, 4, 5, 6],
            windows: ['manana', 'tarde'],
            active: true,
          },
        ],
      },
    }),
    'GET /api/admin/delivery/pickup-points': () => ({
      status: 200,
      body: {
        items: [
          {
            id: '1',
            name: 'Local',
            address: 'Av. Belgrano 1000',
            hours: 'Lunes a viernes',
            hoursEn: '',
            openWeekdays: [1, 2, 3, 4, 5],
            windows: ['manana', 'tarde'],
            active: true,
          },
        ],
      },
    }),
    'GET /api/admin/delivery/settings': () => ({
      status: 200,
      body: { ...DEFAULT_DELIVERY_SETTINGS, holidays: HOLIDAYS },
    }),
    'POST /api/admin/delivery/zones': record('POST', 'zones', (b) => ({ id: '2', ...b }), 201),
    'PATCH /api/admin/delivery/zones/1': record('PATCH', 'zones/1', (b) => ({
      id: '1',
      name: 'Capital',
      priceArs: 2500,
      freeFromArs: null,
      active: true,
      ...b,
    })),
    'PUT /api/admin/delivery/settings': record('PUT', 'settings', (b) => ({
      ...b,
      holidays: HOLIDAYS.map((h) => ({ ...h, open: (b.openHolidays as string[]).includes(h.date) })),
    })),
    'GET /api/admin/delivery/payment-deadlines': () => ({
      status: 200,
      body: { transferMinutes: 1440, mercadoPagoMinutes: 120 },
    }),
    'PUT /api/admin/delivery/payment-deadlines': record('PUT', 'payment-deadlines', (b) => b),
  });
  return { fetch, sent };
}

describe('DeliveryAdmin (/admin/delivery)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the zones and points, adds a zone checked by the shared rules, and edits one', async () => {
    const api = deliveryApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<DeliveryAdmin />);
    expect(await screen.findByText('Capital')).toBeTruthy();
    expect(await screen.findByText(/Av. Belgrano 1000/)).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Agregar zona' });
    fireEvent.change(within(form).getByLabelText(/^Nombre/), { target: { value: 'Norte' } });
    fireEvent.change(within(form).getByLabelText(/^Precio/), { target: { value: '-5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar zona' }));
    expect(await within(form).findByText('Ingresá un monto en pesos enteros (0 o más)')).toBeTruthy();
    expect(api.sent).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/^Precio/), { target: { value: '1800' } });
    fireEvent.change(within(form).getByLabelText(/^Gratis desde/), { target: { value: '30000' } });
    // The owner limits the zone's days and windows: no Sundays, mornings only.
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Domingo' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Tarde (14 a 19 h)' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar zona' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        {
          method: 'POST',
          path: 'zones',
          body: {
            name: 'Norte',
            priceArs: 1800,
            freeFromArs: 30000,
            openWeekdays: [1, 2, 3, 4, 5, 6],
            windows: ['manana'],
            active: true,
          },
        },
      ]),
    );
    // The point's days are listed beside its hours.
    expect(screen.getAllByText(/Lunes, Martes, Miércoles, Jueves, Viernes/).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Editar Capital' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar «Capital»' });
    fireEvent.change(within(dialog).getByLabelText(/^Precio/), { target: { value: '3000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(api.sent.at(-1)).toEqual({
        method: 'PATCH',
        path: 'zones/1',
        body: {
          name: 'Capital',
          priceArs: 3000,
          freeFromArs: null,
          openWeekdays: [0, 1, 2, 3, 4, 5, 6],
          windows: ['manana', 'tarde'],
          active: true,
        },
      }),
    );
  });

  it('blocks a date, closes Sundays and limits the day, refusing absurd values before sending', async () => {
    const api = deliveryApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<DeliveryAdmin />);
    const lead = await screen.findByLabelText(/^Anticipación mínima/);
    fireEvent.change(lead, { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Horas enteras de 0 a 720')).toBeTruthy();
    expect(api.sent).toEqual([]);

    fireEvent.change(lead, { target: { value: '48' } });
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Días sin entregas ni retiros' })).getByRole('checkbox', {
        name: 'Domingo',
      }),
    );
    fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: '2031-12-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bloquear fecha' }));
    expect(screen.getByText('jueves, 25 de diciembre (2031-12-25)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Capacidad por día/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        {
          method: 'PUT',
          path: 'settings',
          body: {
            leadTimeHours: 48,
            closedWeekdays: [0],
            blockedDates: ['2031-12-25'],
            openHolidays: [],
            capacityKind: 'orders',
            capacityPerDay: 5,
            daysAhead: 14,
          },
        },
      ]),
    );
    expect(await screen.findByText('Cambios guardados: la tienda ya los usa.')).toBeTruthy();
  });

  it('lists the national holidays, closed, and reopens one the owner ticks', async () => {
    const api = deliveryApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<DeliveryAdmin />);
    const list = await screen.findByRole('list', { name: 'Feriados nacionales' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'lunes, 8 de diciembre de 2031 · Inmaculada Concepción de MaríaAbrir',
      'jueves, 25 de diciembre de 2031 · NavidadAbrir',
    ]);
    const open = within(list).getByRole('checkbox', {
      name: 'Abrir el lunes, 8 de diciembre de 2031 (Inmaculada Concepción de María)',
    });
    expect(open).toHaveProperty('checked', false);
    fireEvent.click(open);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        { method: 'PUT', path: 'settings', body: expect.objectContaining({ openHolidays: ['2031-12-08'] }) },
      ]),
    );
    expect(await screen.findByText('Cambios guardados: la tienda ya los usa.')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Feriados nacionales' })).getByRole('checkbox', {
        name: /Abrir el lunes, 8 de diciembre/,
      }),
    ).toHaveProperty('checked', true);
  });

  it('edits the time unpaid orders keep their place, refusing absurd minutes before sending', async () => {
    const api = deliveryApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<DeliveryAdmin />);
    const form = await screen.findByRole('form', { name: 'Plazo para pagar' });
    const transfer = await within(form).findByLabelText(/^Transferencia \(minutos\)/);
    expect((transfer as HTMLInputElement).value).toBe('1440');
    expect((within(form).getByLabelText(/^Mercado Pago \(minutos\)/) as HTMLInputElement).value).toBe('120');
    fireEvent.change(transfer, { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar plazos' }));
    expect(
      await within(form).findByText('Un número entero de minutos, de 15 a 20160 (14 días)'),
    ).toBeTruthy();
    expect(api.sent).toEqual([]);

    fireEvent.change(transfer, { target: { value: '2880' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar plazos' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        {
          method: 'PUT',
          path: 'payment-deadlines',
          body: { transferMinutes: 2880, mercadoPagoMinutes: 120 },
        },
      ]),
    );
    expect(await screen.findByText('Plazos guardados: los pedidos nuevos ya los usan.')).toBeTruthy();
  });
});
