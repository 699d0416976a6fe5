import { describe, expect, it } from 'vitest';
import { fillEmptyFields } from './prefill.ts';

const profile = {
  nombre: 'Ana',
  apellido: 'Pérez',
  direccion: 'San Martín 123',
  telefono: '387 555 1234',
  email: 'ana@example.com',
  notas: 'Timbre 2',
};

describe('fillEmptyFields (checkout pre-fill)', () => {
  it('fills every blank field from the profile', () => {
    expect(fillEmptyFields({}, profile)).toEqual(profile);
    expect(fillEmptyFields({ nombre: '', apellido: '   ' }, profile)).toEqual(profile);
  });

  it('never overwrites what the shopper typed', () => {
    expect(fillEmptyFields({ nombre: 'Anita', telefono: '111' }, profile)).toEqual({
      apellido: 'Pérez',
      direccion: 'San Martín 123',
      email: 'ana@example.com',
      notas: 'Timbre 2',
    });
  });

  it('skips blank profile values', () => {
    expect(fillEmptyFields({}, { ...profile, direccion: '', notas: ' ' })).toEqual({
      nombre: 'Ana',
      apellido: 'Pérez',
      telefono: '387 555 1234',
      email: 'ana@example.com',
    });
  });
});
