import { describe, expect, it } from 'vitest';
import { orderPayloadSchema, type CartLine } from '@shop/domain';
import { buildOrderPayload, cartSignature, createIdempotencyKeys, randomKey } from './order-payload.ts';

const lines: CartLine[] = [
  {
    id: '0',
    type: 'salados',
    title: 'Pan keto',
    price: 4000,
    imageSrc: '/images/products/0-1',
    description: 'Pan',
    quantity: 2,
  },
  {
    id: '12',
    type: 'dulces',
    title: 'Torta',
    price: 25000,
    imageSrc: '/images/products/12-1',
    description: 'Torta',
    quantity: 1,
  },
];
const customer = {
  nombre: 'Ana',
  apellido: 'Pérez',
  direccion: 'San Martín 123',
  telefono: '387 555 1234',
  email: 'ana@example.com',
  notas: 'Timbre 2',
};
const account = { id: 'user-1', username: 'ana' };
const delivery = { zoneId: '1', date: '2031-03-12', window: 'manana' as const };

describe('buildOrderPayload (the order payload sent on confirm)', () => {
  it('maps the cart, the checkout form, the payment method and the delivery choice to the order payload', () => {
    expect(buildOrderPayload(lines, customer, account, 'transferencia', delivery)).toEqual({
      userId: 'user-1',
      username: 'ana',
      firstname: 'Ana',
      lastname: 'Pérez',
      email: 'ana@example.com',
      address: 'San Martín 123',
      addressNotes: 'Timbre 2',
      phone: '387 555 1234',
      paymentMethod: 'transferencia',
      delivery: { zoneId: '1', date: '2031-03-12', window: 'manana' },
      items: [
        { id: '0', type: 'salados', quantity: 2, title: 'Pan keto', price: 4000 },
        { id: '12', type: 'dulces', quantity: 1, title: 'Torta', price: 25000 },
      ],
      total: 33000,
      saveDetails: false,
    });
  });

  it('asks the server to keep the details as the profile when "Guardar estos datos para la próxima" is ticked', () => {
    const payload = buildOrderPayload(lines, customer, account, 'transferencia', delivery, null, true);
    expect(payload.saveDetails).toBe(true);
    expect(orderPayloadSchema.parse(payload).saveDetails).toBe(true);
  });

  it('sends blank notes when there are none, and passes the shared schema', () => {
    const payload = buildOrderPayload(lines, { ...customer, notas: undefined }, account, 'efectivo', {
      pickupPointId: '2',
      date: '2031-03-12',
      window: 'tarde',
    });
    expect(payload.addressNotes).toBe('');
    expect(orderPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('keeps no image or description in the items', () => {
    const [item] = buildOrderPayload(lines, customer, account, 'transferencia', delivery).items;
    expect(Object.keys(item!).sort()).toEqual(['id', 'price', 'quantity', 'title', 'type']);
  });
});

describe('createIdempotencyKeys (one order per checkout attempt)', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('gives the same key while the cart is unchanged (double click, retry)', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor(lines)).toBe('key-1');
    expect(keys.keyFor(lines)).toBe('key-1');
    expect(keys.keyFor(lines.map((l) => ({ ...l })))).toBe('key-1');
  });

  it('gives a new key when a quantity or a product changes', () => {
    const keys = createIdempotencyKeys(counter());
    const first = keys.keyFor(lines);
    const more = keys.keyFor([{ ...lines[0]!, quantity: 3 }, lines[1]!]);
    expect(more).not.toBe(first);
    expect(keys.keyFor([lines[0]!])).not.toBe(more);
  });

  it('gives a new key after reset (the order was placed: the next one is another order)', () => {
    const keys = createIdempotencyKeys(counter());
    const first = keys.keyFor(lines);
    keys.reset();
    expect(keys.keyFor(lines)).not.toBe(first);
  });

  it('makes UUID v4 keys by default', () => {
    expect(randomKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(createIdempotencyKeys().keyFor(lines)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('signs a cart by ids and quantities in order', () => {
    expect(cartSignature(lines)).toBe('0x2,12x1');
    expect(cartSignature([])).toBe('');
  });
});
