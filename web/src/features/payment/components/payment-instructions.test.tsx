// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { PaymentInstructions } from './payment-instructions.tsx';

const headings = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

function withShop(shop: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      'GET /api/shop': () => ({
        status: 200,
        body: { name: 'Panadería Keto', bankAlias: 'PANADERIA.KETO', ...shop },
      }),
    }),
  );
}

describe('PaymentInstructions (/payment)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the methods the shop offers, in its order, with the alias and the CBU for a transfer', async () => {
    withShop({
      bankCbu: '0110599520000001234567',
      paymentMethods: ['mercadopago', 'transferencia', 'efectivo'],
    });
    renderAt(<PaymentInstructions />);
    await waitFor(() =>
      expect(headings()).toEqual(['Mercado Pago', 'Transferencia bancaria', 'Efectivo al recibir o retirar']),
    );
    expect(screen.getByTestId('bank-alias').textContent).toBe('PANADERIA.KETO');
    expect(screen.getByTestId('bank-cbu').textContent).toBe('0110599520000001234567');
    expect(screen.getByRole('button', { name: 'Copiar CBU' })).toBeTruthy();
    expect(screen.getByText(/Podés pagar con Mercado Pago/)).toBeTruthy();
  });

  it("states the shop's hours and the account's holder, CUIT and bank as the owner saved them (decision 0028)", async () => {
    withShop({
      bankCbu: '2850590940090418135201',
      bankHolder: 'Ana Pérez',
      bankCuit: '20301234563',
      bankName: 'Banco Macro',
      hours: [
        { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' },
        { days: [6], opens: '09:00', closes: '13:00' },
      ],
      paymentMethods: ['transferencia'],
    });
    renderAt(<PaymentInstructions />);
    await waitFor(() => expect(screen.getByTestId('bank-account')).toBeTruthy());
    expect(screen.getByTestId('bank-account').textContent).toBe(
      'Titular: Ana Pérez · CUIT: 20301234563 · Banco: Banco Macro',
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toContain(
      'Revisamos los pedidos de lunes a viernes de 9 a 18\u00a0h; sábado de 9 a 13\u00a0h.',
    );
  });

  it('without Mercado Pago or a CBU: no Mercado Pago section, no CBU, and "no card payments"', async () => {
    withShop({ bankCbu: '', paymentMethods: ['efectivo', 'transferencia'] });
    renderAt(<PaymentInstructions />);
    await waitFor(() =>
      expect(headings()).toEqual(['Efectivo al recibir o retirar', 'Transferencia bancaria']),
    );
    expect(screen.queryByTestId('bank-cbu')).toBeNull();
    expect(
      screen.getByText('No cobramos con tarjeta en la web y nunca te vamos a pedir los datos de tu tarjeta.'),
    ).toBeTruthy();
  });
});
