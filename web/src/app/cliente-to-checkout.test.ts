import { describe, expect, it } from 'vitest';
import { clienteToCheckout } from './cliente-to-checkout.ts';

describe('clienteToCheckout', () => {
  it('maps the profile fields onto the checkout fields', () => {
    expect(
      clienteToCheckout({
        nombre: 'Ana',
        apellido: 'Pérez',
        email: 'ana@example.com',
        direccion: 'San Martín 123',
        telefono: '387 555 1234',
        notas: 'Timbre 2',
      }),
    ).toEqual({
      nombre: 'Ana',
      apellido: 'Pérez',
      email: 'ana@example.com',
      direccion: 'San Martín 123',
      telefono: '387 555 1234',
      notas: 'Timbre 2',
    });
  });

  it('gives blank strings for what the profile lacks', () => {
    expect(clienteToCheckout({ email: 'ana@example.com' })).toEqual({
      nombre: '',
      apellido: '',
      email: 'ana@example.com',
      direccion: '',
      telefono: '',
      notas: '',
    });
  });
});
