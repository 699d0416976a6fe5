import { describe, expect, it } from 'vitest';
import { canTransition, isOrderStatus, ORDER_STATUSES, orderStatusSchema } from './order-status';

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

describe('canTransition (issue 5)', () => {
  it('allows pendiente -> en_camino -> entregado and cancelling before delivery only', () => {
    expect(canTransition('pendiente', 'en_camino')).toBe(true);
    expect(canTransition('en_camino', 'entregado')).toBe(true);
    expect(canTransition('pendiente', 'cancelado')).toBe(true);
    expect(canTransition('en_camino', 'cancelado')).toBe(true);
    expect(canTransition('pendiente', 'entregado')).toBe(false);
    expect(canTransition('en_camino', 'pendiente')).toBe(false);
    expect(canTransition('entregado', 'cancelado')).toBe(false);
    expect(canTransition('cancelado', 'pendiente')).toBe(false);
  });
});
