import { describe, expect, it } from 'vitest';
import {
  canTransition,
  deliveryDateAfter,
  isOrderStatus,
  nextStatuses,
  ORDER_STATUSES,
  orderStatusSchema,
  shopperCanCancel,
  statusUndoUntil,
} from './order-status';

describe('order statuses', () => {
  it('lists the five codes', () => {
    expect(ORDER_STATUSES).toEqual([
      'pendiente',
      'en_camino',
      'listo_para_retirar',
      'entregado',
      'cancelado',
    ]);
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

describe('canTransition', () => {
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

describe('a pickup is made ready, a delivery goes on its way', () => {
  it('offers "listo para retirar" to pickups only and "en camino" to deliveries (and older orders) only', () => {
    expect(nextStatuses('pendiente', 'pickup')).toEqual(['listo_para_retirar', 'cancelado']);
    expect(nextStatuses('pendiente', 'delivery')).toEqual(['en_camino', 'cancelado']);
    expect(nextStatuses('pendiente', null)).toEqual(['en_camino', 'cancelado']);
    expect(nextStatuses('listo_para_retirar', 'pickup')).toEqual(['entregado', 'cancelado']);
    expect(canTransition('pendiente', 'en_camino', 'pickup')).toBe(false);
    expect(canTransition('pendiente', 'listo_para_retirar', 'delivery')).toBe(false);
    expect(canTransition('listo_para_retirar', 'pendiente', 'pickup')).toBe(false);
  });
});

describe('deliveryDateAfter', () => {
  const now = new Date('2026-11-23T18:00:00Z');
  const past = new Date('2026-11-22T15:00:00Z');
  const future = new Date('2026-12-01T15:30:00Z');

  it('gives a delivered order a delivery date: the moment it was marked, when none is stored', () => {
    expect(deliveryDateAfter('entregado', undefined, null, now)).toEqual(now);
    expect(deliveryDateAfter('entregado', null, null, now)).toEqual(now);
  });

  it('keeps a scheduled date that has come, and replaces one still ahead', () => {
    expect(deliveryDateAfter('entregado', undefined, past, now)).toEqual(past);
    expect(deliveryDateAfter('entregado', undefined, future, now)).toEqual(now);
  });

  it('takes the date the owner gives, and otherwise keeps or clears the stored one', () => {
    expect(deliveryDateAfter('entregado', past, null, now)).toEqual(past);
    expect(deliveryDateAfter('en_camino', future, null, now)).toEqual(future);
    expect(deliveryDateAfter('en_camino', undefined, future, now)).toEqual(future);
    expect(deliveryDateAfter('en_camino', null, future, now)).toBeNull();
    expect(deliveryDateAfter('cancelado', undefined, null, now)).toBeNull();
  });
});

describe('statusUndoUntil (a mistaken "Marcar entregado")', () => {
  const at = new Date('2026-11-28T12:00:00Z');
  const delivered = { from: 'en_camino', to: 'entregado', at, undoOf: null };
  it('allows undoing the last change for ten minutes, not a cancellation, not an undo, not once the order moved on', () => {
    expect(statusUndoUntil(delivered, 'entregado', new Date(at.getTime() + 9 * 60_000))).toEqual(
      new Date(at.getTime() + 10 * 60_000),
    );
    expect(statusUndoUntil(delivered, 'entregado', new Date(at.getTime() + 10 * 60_000))).toBeNull();
    expect(statusUndoUntil(delivered, 'en_camino', at)).toBeNull();
    expect(statusUndoUntil({ ...delivered, undoOf: 3 }, 'entregado', at)).toBeNull();
    expect(
      statusUndoUntil({ from: 'pendiente', to: 'cancelado', at, undoOf: null }, 'cancelado', at),
    ).toBeNull();
    expect(statusUndoUntil(undefined, 'pendiente', at)).toBeNull();
  });
});

describe('shopperCanCancel (decision 0027)', () => {
  it('lets the shopper cancel only a pending order', () => {
    expect(ORDER_STATUSES.filter((status) => shopperCanCancel({ status }))).toEqual(['pendiente']);
  });
});
