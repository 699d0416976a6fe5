import { describe, expect, it } from 'vitest';
import { cateringRequestSchema } from './catering';
import { fieldErrorsOf } from './test-support';

const valid = {
  eventDate: '2030-03-14',
  window: 'tarde',
  guests: 30,
  items: [{ id: '12', quantity: 2 }],
  delivery: 'pickup',
  name: 'Lucía Pérez',
  email: 'lucia@example.com',
  phone: '3875553333',
};

const fieldErrors = (input: unknown) => fieldErrorsOf(cateringRequestSchema, input);

describe('cateringRequestSchema', () => {
  it('accepts a request and gives the product ids as strings', () => {
    expect(cateringRequestSchema.parse({ ...valid, items: [{ id: 12, quantity: 2 }] }).items).toEqual([
      { id: '12', quantity: 2 },
    ]);
  });

  // /encargos showed zod's own English ("Invalid string: must match pattern /^\d{1,9}$/") under a
  // product row left empty: every refused id is the form's key, which the locales translate.
  it.each([[''], ['  '], ['abc'], [0], [1.5], [null], [undefined]])(
    "refuses the product id %j with 'validation.productChoice'",
    (id) => {
      expect(fieldErrors({ ...valid, items: [{ id, quantity: 2 }] })).toEqual({
        'items.0.id': 'validation.productChoice',
      });
    },
  );
});
