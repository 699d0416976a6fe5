// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { CouponForm, toCouponInput } from './coupon-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CouponForm', () => {
  it('refuses negative amounts and percents over 100 before sending anything', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'POST /api/admin/coupons': (init) => (sent.push(init?.body), { status: 201, body: {} }) }),
    );
    renderAt(<CouponForm />, { path: '/admin/coupons/new' });
    fireEvent.change(screen.getByLabelText(/^Código/), { target: { value: 'otono' } });
    fireEvent.change(screen.getByLabelText(/Porcentaje \(1 a 100\)/), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    expect(await screen.findByText('El porcentaje va de 1 a 100')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Porcentaje \(1 a 100\)/), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    expect(await screen.findByText(/Ingresá un valor entero mayor que 0/)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("sends a valid coupon and shows the server's reason under the code", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/admin/coupons': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return {
            status: 409,
            body: {
              error: {
                code: 'code_taken',
                message: 'Ya hay un cupón con ese código.',
                fields: { code: 'validation.couponCodeTaken' },
              },
            },
          };
        },
      }),
    );
    renderAt(<CouponForm />, { path: '/admin/coupons/new' });
    fireEvent.change(screen.getByLabelText(/^Código/), { target: { value: 'otono10' } });
    fireEvent.change(screen.getByLabelText(/Porcentaje \(1 a 100\)/), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(/Usos en total/), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    expect(await screen.findByText('Ya hay un cupón con ese código')).toBeTruthy();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      code: 'OTONO10',
      kind: 'percent',
      value: 10,
      maxUses: 100,
      minSubtotal: 0,
      validFrom: null,
      oncePerCustomer: true,
      active: true,
    });
  });

  it('reads pesos typed the Argentine way: "1.000" and "$ 5.000" are one and five thousand', () => {
    const base = {
      code: 'MIL',
      kind: 'fixed' as const,
      validFrom: '',
      validTo: '',
      maxUses: '',
      oncePerCustomer: false,
      firstOrderOnly: false,
      active: true,
    };
    expect(toCouponInput({ ...base, value: '1.000', minSubtotal: '$ 5.000' })).toMatchObject({
      value: 1000,
      minSubtotal: 5000,
    });
    expect(toCouponInput({ ...base, value: '$1000', minSubtotal: '' })).toMatchObject({
      value: 1000,
      minSubtotal: 0,
    });
    // Not whole pesos: refused by the schema, never read as 1.
    expect(toCouponInput({ ...base, value: '1,5', minSubtotal: '' }).value).toBeNaN();
    // A percent of "1.000" is a thousand (refused as over 100), not 1 %.
    expect(toCouponInput({ ...base, kind: 'percent', value: '1.000', minSubtotal: '' }).value).toBe(1000);
  });

  it('shows the amount fields with a "$" and sends what was typed as whole pesos', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/admin/coupons': (init) => (
          sent.push(JSON.parse(String(init?.body))),
          { status: 201, body: {} }
        ),
      }),
    );
    renderAt(<CouponForm />, {
      path: '/admin/coupons/new',
      routes: [{ path: '/admin/coupons', element: <p>list</p> }],
    });
    fireEvent.change(screen.getByLabelText(/^Código/), { target: { value: 'mil' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Tipo/ }));
    fireEvent.click(await screen.findByRole('option', { name: /pesos/i }));
    const amount = await screen.findByLabelText(/^Monto en pesos/);
    expect(amount.closest('.MuiInputBase-root')?.textContent).toContain('$');
    fireEvent.change(amount, { target: { value: '1.000' } });
    fireEvent.change(screen.getByLabelText(/^Compra mínima en pesos/), { target: { value: '$ 10.000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ code: 'MIL', kind: 'fixed', value: 1000, minSubtotal: 10000 });
  });

  it('reads blank fields as "no limit"', () => {
    expect(
      toCouponInput({
        code: 'X10',
        kind: 'fixed',
        value: '500',
        minSubtotal: '',
        validFrom: '',
        validTo: '',
        maxUses: '',
        oncePerCustomer: false,
        firstOrderOnly: true,
        active: true,
      }),
    ).toEqual({
      code: 'X10',
      kind: 'fixed',
      value: 500,
      minSubtotal: 0,
      validFrom: null,
      validTo: null,
      maxUses: null,
      oncePerCustomer: false,
      firstOrderOnly: true,
      active: true,
    });
  });
});
