import { describe, expect, it } from 'vitest';
import { isOrderStatus, ORDER_STATUSES, orderStatusSchema } from './order-status';

describe('order statuses', () => {
  it('lists the four codes', () => {
    expect(ORDER_STATUSES).toEqual(['pendiente', 'en_camino', 'entregado', 'cancelado']);
  });

  it('accepts only the exact codes', () => {
    for (const status of ORDER_STATUSES) {
      expect(isOrderStatus(status)).toBe(true);
      expect(orderStatusSchema.parse(status)).toBe(status);
    }
    for (const other of ['Entregado', 'En camino', 'PENDIENTE', '', null, 1]) {
      expect(isOrderStatus(other)).toBe(false);
      expect(orderStatusSchema.safeParse(other).success).toBe(false);
    }
  });
});
