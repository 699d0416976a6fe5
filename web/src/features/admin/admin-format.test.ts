import { describe, expect, it } from 'vitest';
import { dateRangeToIso, localDateTimeToIso, statusActions } from './admin-format.ts';

describe('dateRangeToIso', () => {
  it('turns the typed days into Argentina midnight and end of day', () => {
    expect(dateRangeToIso('2026-03-01', '2026-03-31')).toEqual({
      from: '2026-03-01T00:00:00.000-03:00',
      to: '2026-03-31T23:59:59.999-03:00',
    });
    expect(new Date(dateRangeToIso('2026-03-01', '').from!).toISOString()).toBe('2026-03-01T03:00:00.000Z');
  });
  it('leaves out empty or malformed values', () => {
    expect(dateRangeToIso('', '')).toEqual({});
    expect(dateRangeToIso('01/03/2026', '2026-03-31')).toEqual({ to: '2026-03-31T23:59:59.999-03:00' });
  });
});

describe('localDateTimeToIso', () => {
  it('reads a datetime-local value as Argentina time', () => {
    expect(localDateTimeToIso('2026-05-04T14:30')).toBe('2026-05-04T14:30:00-03:00');
    expect(new Date(localDateTimeToIso('2026-05-04T14:30')!).toISOString()).toBe('2026-05-04T17:30:00.000Z');
    expect(localDateTimeToIso('')).toBeUndefined();
  });
});

describe('statusActions', () => {
  it('offers only the allowed transitions, forward first and cancel last', () => {
    expect(statusActions(['cancelado', 'en_camino']).map((a) => a.labelKey)).toEqual([
      'actions.en_camino',
      'actions.cancelado',
    ]);
    // "Marcar entregado" is confirmed first too (a single click was final), but not shown as destructive.
    expect(statusActions(['entregado', 'cancelado']).map((a) => [a.status, a.confirm, a.danger])).toEqual([
      ['entregado', true, false],
      ['cancelado', true, true],
    ]);
    expect(statusActions(['listo_para_retirar', 'cancelado']).map((a) => a.labelKey)).toEqual([
      'actions.listo_para_retirar',
      'actions.cancelado',
    ]);
    expect(statusActions([])).toEqual([]);
    expect(statusActions(['pendiente', 'unknown'])).toEqual([]);
  });
});
