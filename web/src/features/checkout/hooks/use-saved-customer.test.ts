// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_CUSTOMER, readSavedCustomer, saveCustomer } from './use-saved-customer.ts';

describe('the checkout details kept for the tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads back what was saved, and nothing from corrupt storage', () => {
    saveCustomer({ nombre: 'Ana', telefono: '387', notas: 'Timbre' });
    expect(readSavedCustomer()).toEqual({
      ...EMPTY_CUSTOMER,
      nombre: 'Ana',
      telefono: '387',
      notas: 'Timbre',
    });
    sessionStorage.setItem('checkoutCustomer', '{not json');
    expect(readSavedCustomer()).toEqual(EMPTY_CUSTOMER);
  });

  it('keeps what a tab typed under the former field names', () => {
    sessionStorage.setItem(
      'checkoutCustomer',
      JSON.stringify({
        firstName: 'Ana',
        lastName: 'Pérez',
        address: 'Caseros 450',
        phone: '387',
        notes: 'x',
      }),
    );
    expect(readSavedCustomer()).toEqual({
      ...EMPTY_CUSTOMER,
      nombre: 'Ana',
      apellido: 'Pérez',
      direccion: 'Caseros 450',
      telefono: '387',
      notas: 'x',
    });
  });
});
