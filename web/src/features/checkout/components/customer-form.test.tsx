// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderAt } from '../../../test/render.tsx';
import { CustomerForm } from './customer-form.tsx';

const profile = {
  nombre: 'Ana',
  apellido: 'Pérez',
  direccion: 'San Martín 123',
  telefono: '387 555 1234',
  email: 'ana@example.com',
  notas: '',
};
const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('CustomerForm pre-fill (the checkout accordion)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(cleanup);

  it('fills the blank fields from the profile, keeps what was typed, and collapses once complete', async () => {
    sessionStorage.setItem('checkoutCustomer', JSON.stringify({ nombre: 'Anita', telefono: '111' }));
    const onChange = vi.fn();
    renderAt(<CustomerForm onChange={onChange} prefill={profile} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Mis Datos Personales/ }).getAttribute('aria-expanded')).toBe(
        'false',
      ),
    );
    expect(value(/^Nombre/)).toBe('Anita');
    expect(value(/^Teléfono/)).toBe('111');
    expect(value(/^Apellido/)).toBe('Pérez');
    expect(value(/^Dirección/)).toBe('San Martín 123');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        customer: expect.objectContaining({ nombre: 'Anita', email: 'ana@example.com' }),
      }),
    );
  });

  it('leaves the accordion as the shopper put it when the profile arrives after they opened it', async () => {
    function LateProfile() {
      const [prefill, setPrefill] = useState<typeof profile | null>(null);
      return (
        <>
          <button type="button" onClick={() => setPrefill(profile)}>
            profile arrives
          </button>
          <CustomerForm onChange={() => {}} prefill={prefill} />
        </>
      );
    }
    renderAt(<LateProfile />);
    const header = screen.getByRole('button', { name: /Mis Datos Personales/ });
    // Empty form: open at first; the shopper closes it and opens it again to type.
    fireEvent.click(header);
    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'profile arrives' }));
    await waitFor(() => expect(value(/^Apellido/)).toBe('Pérez'));
    expect(screen.getByRole('button', { name: /Mis Datos Personales/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    // The filled-in fields' labels move above the text instead of lying over it: the label shrinks
    // into the outline while its control's placeholder is not shown (text-field.module.css), i.e.
    // the control has its placeholder and holds text (jsdom's :placeholder-shown ignores the value).
    const shrunk = (control: HTMLElement) =>
      control.hasAttribute('placeholder') && (control as HTMLInputElement).value !== '';
    for (const label of ['Nombre', 'Apellido', 'Dirección']) {
      expect(shrunk(screen.getByLabelText(new RegExp(`^${label}`))), label).toBe(true);
    }
    expect(shrunk(screen.getByLabelText(/^Notas/))).toBe(false);
  });

  it('stays open when the profile does not complete the form', async () => {
    renderAt(<CustomerForm onChange={() => {}} prefill={{ ...profile, direccion: '' }} />);
    await waitFor(() => expect(value(/^Apellido/)).toBe('Pérez'));
    expect(screen.getByRole('button', { name: /Mis Datos Personales/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});

describe('CustomerForm address: asked for a delivery only', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(cleanup);

  it('does not ask a pickup for the address, and counts the form complete without it', async () => {
    const onChange = vi.fn();
    renderAt(
      <CustomerForm onChange={onChange} prefill={{ ...profile, direccion: '' }} deliveryKind="pickup" />,
    );
    await waitFor(() => expect(value(/^Apellido/)).toBe('Pérez'));
    const address = screen.getByLabelText(/^Dirección/) as HTMLInputElement;
    expect(address.required).toBe(false);
    expect(screen.getByText('No hace falta para retirar el pedido.')).toBeTruthy();
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ customer: expect.objectContaining({ direccion: '' }) }),
      ),
    );
    expect(screen.getByRole('button', { name: /Mis Datos Personales/ }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('refuses "-" as the address of a delivery, with the message to write street and number', async () => {
    const onChange = vi.fn();
    renderAt(
      <CustomerForm onChange={onChange} prefill={{ ...profile, direccion: '' }} deliveryKind="delivery" />,
    );
    const address = screen.getByLabelText(/^Dirección/) as HTMLInputElement;
    expect(address.required).toBe(true);
    fireEvent.change(address, { target: { value: '-' } });
    fireEvent.blur(address);
    expect(await screen.findByText('Escribí la calle y el número (por ejemplo, Caseros 450)')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ customer: null }));
    fireEvent.change(address, { target: { value: 'Caseros 450' } });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ customer: expect.objectContaining({ direccion: 'Caseros 450' }) }),
      ),
    );
  });
});

describe('CustomerForm e-mail', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(cleanup);

  it('shows the translated message for a list of addresses and reports no customer', async () => {
    const onChange = vi.fn();
    renderAt(<CustomerForm onChange={onChange} prefill={{ ...profile, email: '' }} />);
    const email = screen.getByLabelText(/^Correo electrónico/);
    fireEvent.change(email, { target: { value: 'v1@x.com, v2@y.net' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Ingresá un correo electrónico válido')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ customer: null }));
  });

  it('offers a guest "Avisame si me olvido algo", unticked until ticked; not to a signed-in shopper (decision 0031)', async () => {
    const onChange = vi.fn();
    renderAt(<CustomerForm onChange={onChange} canRemind />);
    const box = screen.getByRole('checkbox', { name: /Avisame si me olvido algo/ }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.getAttribute('aria-describedby')).toBe('remind-me-hint');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ remindMe: false }));
    fireEvent.click(box);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ remindMe: true })),
    );
    cleanup();
    renderAt(<CustomerForm onChange={() => {}} canSaveDetails />);
    expect(screen.queryByRole('checkbox', { name: /Avisame/ })).toBeNull();
  });
});

describe("CustomerForm and ARCA's identification threshold (RG 5700/2025)", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(cleanup);

  it('keeps the DNI or CUIT optional below ARS 10,000,000 and requires it from there on', async () => {
    sessionStorage.setItem('checkoutCustomer', JSON.stringify(profile));
    const below = vi.fn();
    renderAt(<CustomerForm onChange={below} deliveryKind="delivery" totalArs={9_999_999} />);
    expect(screen.getByLabelText(/^DNI o CUIT \(opcional\)/)).toBeTruthy();
    await waitFor(() =>
      expect(below).toHaveBeenLastCalledWith(
        expect.objectContaining({ customer: expect.objectContaining({ nombre: 'Ana' }) }),
      ),
    );
    cleanup();

    const above = vi.fn();
    renderAt(<CustomerForm onChange={above} deliveryKind="delivery" totalArs={10_000_000} />);
    const field = screen.getByLabelText(/^DNI o CUIT/) as HTMLInputElement;
    expect(field.required).toBe(true);
    expect(screen.getByText('ARCA lo pide en la factura de compras desde $ 10.000.000.')).toBeTruthy();
    // The form opens: the saved details lack what this order needs.
    expect(screen.getByRole('button', { name: /Mis Datos Personales/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await waitFor(() => expect(above).toHaveBeenLastCalledWith(expect.objectContaining({ customer: null })));
    fireEvent.blur(field);
    expect(await screen.findByText('Para compras desde $ 10.000.000, ARCA pide tu DNI o CUIT')).toBeTruthy();
    fireEvent.change(field, { target: { value: '30.123.456' } });
    await waitFor(() =>
      expect(above).toHaveBeenLastCalledWith(
        expect.objectContaining({ customer: expect.objectContaining({ taxId: '30123456' }) }),
      ),
    );
  });
});
