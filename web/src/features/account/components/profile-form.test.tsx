// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { ProfileForm } from './profile-form.tsx';

const cliente = {
  id: 'c1',
  username: 'ana',
  nombre: 'Ana',
  apellido: 'Pérez',
  email: 'ana@example.com',
  direccion: 'San Martín 123',
  telefono: '387 555 1234',
  notas: '',
};
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('ProfileForm (/account)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads the customer, saves it and shows the success toast', async () => {
    const saved = vi.fn((init: RequestInit | undefined) => ({
      status: 200,
      body: { cliente: { ...cliente, ...JSON.parse(String(init?.body)) } },
    }));
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/cliente': () => ({ status: 200, body: cliente }), 'POST /api/cliente': saved }),
    );
    renderAt(<ProfileForm />);
    await waitFor(() => expect(input(/^Nombre/).value).toBe('Ana'));
    fireEvent.change(input(/^Dirección/), { target: { value: '  Belgrano 45 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect((await screen.findByRole('status')).textContent).toContain('¡Datos de la cuenta actualizados!');
    expect(JSON.parse(String(saved.mock.calls[0]?.[0]?.body))).toMatchObject({
      direccion: 'Belgrano 45',
      notas: '',
    });
    expect(input(/^Dirección/).value).toBe('Belgrano 45');
  });

  it("puts the server's field problems under the fields and shows the error toast", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/cliente': () => ({ status: 200, body: cliente }),
        'POST /api/cliente': () => ({
          status: 400,
          body: {
            error: {
              code: 'invalid_input',
              message: 'Revisá los datos.',
              fields: { telefono: 'validation.tooLong' },
            },
          },
        }),
      }),
    );
    renderAt(<ProfileForm />);
    await waitFor(() => expect(input(/^Nombre/).value).toBe('Ana'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo guardar el cliente.');
    expect(input(/^Teléfono/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('El texto es demasiado largo')).toBeTruthy();
  });

  it('checks the required fields before sending', async () => {
    const post = vi.fn(() => ({ status: 200, body: { cliente } }));
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/cliente': () => ({ status: 200, body: { ...cliente, telefono: '' } }),
        'POST /api/cliente': post,
      }),
    );
    renderAt(<ProfileForm />);
    await waitFor(() => expect(input(/^Nombre/).value).toBe('Ana'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(input(/^Teléfono/).getAttribute('aria-invalid')).toBe('true'));
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a list of addresses with the translated message, sending nothing', async () => {
    const post = vi.fn(() => ({ status: 200, body: { cliente } }));
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/cliente': () => ({ status: 200, body: cliente }), 'POST /api/cliente': post }),
    );
    renderAt(<ProfileForm />);
    await waitFor(() => expect(input(/^Nombre/).value).toBe('Ana'));
    fireEvent.change(input(/^Correo/), { target: { value: 'ana@example.com, otro@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Ingresá un correo electrónico válido')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
