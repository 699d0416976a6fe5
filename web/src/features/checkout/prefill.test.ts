import { describe, expect, it } from 'vitest';
import { fillEmptyFields } from './prefill.ts';

const profile = {
  firstName: 'Ana',
  lastName: 'Pérez',
  address: 'San Martín 123',
  phone: '387 555 1234',
  email: 'ana@example.com',
  notes: 'Timbre 2',
};

describe('fillEmptyFields (checkout pre-fill, SPEC.md section 4)', () => {
  it('fills every blank field from the profile', () => {
    expect(fillEmptyFields({}, profile)).toEqual(profile);
    expect(fillEmptyFields({ firstName: '', lastName: '   ' }, profile)).toEqual(profile);
  });

  it('never overwrites what the shopper typed', () => {
    expect(fillEmptyFields({ firstName: 'Anita', phone: '111' }, profile)).toEqual({
      lastName: 'Pérez',
      address: 'San Martín 123',
      email: 'ana@example.com',
      notes: 'Timbre 2',
    });
  });

  it('skips blank profile values', () => {
    expect(fillEmptyFields({}, { ...profile, address: '', notes: ' ' })).toEqual({
      firstName: 'Ana',
      lastName: 'Pérez',
      phone: '387 555 1234',
      email: 'ana@example.com',
    });
  });
});
