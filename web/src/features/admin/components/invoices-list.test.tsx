// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminInvoice } from '@shop/domain';
import { formatArs } from '@shop/domain';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { currentArgentinaMonth, InvoicesList, recentMonths } from './invoices-list.tsx';
import { OrderInvoicePanel } from './order-invoice-panel.tsx';
import { awaitsCreditNote } from '../api/invoices.ts';

const ORDER = 'abcd1234-5678-4000-8000-000000000001';
const invoice = (over: Partial<AdminInvoice> = {}): AdminInvoice => ({
  id: 7,
  orderId: ORDER,
  orderNumber: 1042,
  kind: 'factura',
  state: 'emitida',
  cbteTipo: 11,
  pointOfSale: 3,
  number: 42,
  label: 'C 00003-00000042',
  issueDate: '2026-11-28',
  total: 4000,
  vat: 0,
  cae: '71234567890123',
  caeExpiry: '2026-12-08',
  docTipo: 99,
  docNro: '0',
  observations: '',
  attempts: 1,
  hasPdf: true,
  credits: null,
  customerEmail: 'ana@example.com',
  createdAt: '2026-11-28T13:00:00Z',
  ...over,
});

describe('awaitsCreditNote (decision 0033)', () => {
  it('waits while an issued invoice is credited less than what was refunded (all of it once cancelled)', () => {
    const factura = { kind: 'factura' as const, state: 'emitida' as const, total: 4000 };
    const note = (total: number) => ({ kind: 'nota_credito' as const, state: 'emitida' as const, total });
    expect(awaitsCreditNote([factura], 0)).toBe(false);
    expect(awaitsCreditNote([factura], 1000)).toBe(true);
    expect(awaitsCreditNote([factura, note(1000)], 1000)).toBe(false);
    expect(awaitsCreditNote([factura, note(1000)], 1500)).toBe(true);
    expect(awaitsCreditNote([factura, note(1000)], Infinity)).toBe(true);
    expect(awaitsCreditNote([factura, note(1000), note(3000)], Infinity)).toBe(false);
    // No issued invoice: nothing to credit yet.
    expect(awaitsCreditNote([{ ...factura, state: 'pendiente' }], 1000)).toBe(false);
  });
});

describe("the owner's invoices (decision 0021)", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("names the months in the page's language, newest first, across a new year", () => {
    expect(recentMonths('2027-02', 4, 'es')).toEqual([
      { value: '2027-02', label: 'febrero de 2027' },
      { value: '2027-01', label: 'enero de 2027' },
      { value: '2026-12', label: 'diciembre de 2026' },
      { value: '2026-11', label: 'noviembre de 2026' },
    ]);
    expect(recentMonths('2027-01', 2, 'en').map((m) => m.label)).toEqual(['January 2027', 'December 2026']);
  });

  it("lists the month's documents with number, date, order, total, CAE and state, and links the PDF and the CSV", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/admin/invoices': () => ({
          status: 200,
          body: {
            enabled: true,
            items: [
              invoice(),
              invoice({
                id: 8,
                state: 'pendiente',
                number: null,
                label: null,
                cae: null,
                caeExpiry: null,
                issueDate: null,
                hasPdf: false,
                observations: 'ARCA no respondió a tiempo; se vuelve a intentar más tarde.',
              }),
              invoice({
                id: 9,
                kind: 'nota_credito',
                cbteTipo: 13,
                number: 8,
                label: 'C 00003-00000008',
                total: 1000,
                credits: 'C 00003-00000042',
              }),
            ],
          },
        }),
        'POST /api/admin/invoices/8/retry': () => {
          asked.push('retry');
          return { status: 200, body: invoice({ id: 8 }) };
        },
      }),
    );
    renderAt(<InvoicesList />);
    const row = (await screen.findAllByText(/C 00003-00000042/))[0].closest('[data-invoice]')!;
    expect(within(row as HTMLElement).getAllByText(/71234567890123/).length).toBeGreaterThan(0);
    expect(within(row as HTMLElement).getAllByText(/28\/11\/2026/).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Ver PDF de C 00003-00000042' })[0].getAttribute('href')).toBe(
      '/api/admin/invoices/7/pdf',
    );
    expect(
      screen.getAllByText('ARCA: ARCA no respondió a tiempo; se vuelve a intentar más tarde.').length,
    ).toBeGreaterThan(0);
    // A partial credit note names the invoice it credits and shows its amount as negative (decision 0033).
    const credit = screen.getAllByText(/C 00003-00000008/)[0].closest('[data-invoice]') as HTMLElement;
    expect(within(credit).getAllByText('de la factura C 00003-00000042').length).toBeGreaterThan(0);
    expect(credit.textContent).toContain(formatArs(-1000, 'es'));
    expect(screen.getByRole('link', { name: 'Descargar CSV para el contador' }).getAttribute('href')).toBe(
      `/api/admin/invoices.csv?month=${currentArgentinaMonth()}`,
    );
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Reintentar el comprobante del pedido N.º\u00a01042' })[0],
    );
    await waitFor(() => expect(asked).toEqual(['retry']));
  });

  it('lists another month, chosen by its Spanish name, and exports that month', async () => {
    const months: string[] = [];
    const answer = fakeFetch({
      'GET /api/admin/invoices': () => ({ status: 200, body: { enabled: true, items: [] } }),
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      months.push(new URL(String(input), 'http://localhost').searchParams.get('month') ?? '');
      return answer(input, init);
    });
    renderAt(<InvoicesList />);
    const [previous] = recentMonths(currentArgentinaMonth(), 2, 'es').slice(1);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Mes' }));
    fireEvent.click(await screen.findByRole('option', { name: previous.label }));
    await waitFor(() => expect(months.at(-1)).toBe(previous.value));
    expect(screen.getByRole('link', { name: 'Descargar CSV para el contador' }).getAttribute('href')).toBe(
      `/api/admin/invoices.csv?month=${previous.value}`,
    );
  });

  it('says invoicing is off when ARCA is not configured', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/admin/invoices': () => ({ status: 200, body: { enabled: false, items: [] } }) }),
    );
    renderAt(<InvoicesList />);
    expect(await screen.findByText(/Facturación desactivada/)).toBeTruthy();
    // Nothing to filter or export.
    expect(screen.queryByRole('link', { name: 'Descargar CSV para el contador' })).toBeNull();
  });

  it('on a paid order without invoice offers "Emitir factura"; on an unpaid one says when it is invoiced', async () => {
    const issued: string[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        [`GET /api/admin/orders/${ORDER}/invoices`]: () => ({
          status: 200,
          body: { enabled: true, items: [] },
        }),
        [`POST /api/admin/orders/${ORDER}/invoice`]: () => {
          issued.push(ORDER);
          return { status: 200, body: { enabled: true, items: [invoice()] } };
        },
      }),
    );
    renderAt(<OrderInvoicePanel order={{ id: ORDER, paymentStatus: 'pagado' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir factura' }));
    await waitFor(() => expect(issued).toEqual([ORDER]));
    cleanup();
    renderAt(<OrderInvoicePanel order={{ id: ORDER, paymentStatus: 'pendiente' }} />);
    expect(await screen.findByText('Se factura cuando el pedido queda pagado.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Emitir factura' })).toBeNull();
  });
});
