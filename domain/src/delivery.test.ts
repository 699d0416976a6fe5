import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  checkDeliveryDay,
  daysForSchedule,
  DEFAULT_DELIVERY_SETTINGS,
  deliveryChoiceSchema,
  deliveryDays,
  deliverySettingsSchema,
  deliveryZoneInputSchema,
  formatDeliveryDate,
  nextFreeDay,
  pickupPointHours,
  pickupPointInputSchema,
  shopToday,
  windowStart,
  withHolidays,
  type DeliverySettings,
} from './delivery';

const settings = (overrides: Partial<DeliverySettings> = {}): DeliverySettings => ({
  ...DEFAULT_DELIVERY_SETTINGS,
  ...overrides,
});
// Monday 10 March 2025, noon in Argentina.
const MONDAY_NOON = new Date('2025-03-10T12:00:00-03:00');
const base = { now: MONDAY_NOON, settings: settings(), productLeadHours: 0, cartUnits: 1 };

describe('shopToday and windowStart', () => {
  it('reads the date in Argentina (-03:00), not UTC, around midnight', () => {
    // 23:30 in Argentina is already 02:30 of the next day in UTC.
    expect(shopToday(new Date('2025-03-11T02:30:00Z'))).toBe('2025-03-10');
    expect(shopToday(new Date('2025-03-11T03:00:00Z'))).toBe('2025-03-11');
  });

  it('starts the morning at 9 and the afternoon at 14, Argentina time', () => {
    expect(windowStart('2025-03-11', 'manana').toISOString()).toBe('2025-03-11T12:00:00.000Z');
    expect(windowStart('2025-03-11', 'tarde').toISOString()).toBe('2025-03-11T17:00:00.000Z');
  });
});

describe('deliveryDays', () => {
  it('keeps the windows that start at least the shop lead time after now', () => {
    const days = deliveryDays({ ...base, settings: settings({ daysAhead: 3 }) });
    // Monday noon + 24 h = Tuesday noon: Tuesday's morning is too soon, its afternoon is fine.
    expect(days).toEqual([
      { date: '2025-03-11', windows: ['tarde'], full: false },
      { date: '2025-03-12', windows: ['manana', 'tarde'], full: false },
      { date: '2025-03-13', windows: ['manana', 'tarde'], full: false },
    ]);
  });

  it("uses the cart's per-product lead time when it is longer than the shop's (the cake, 48 h)", () => {
    const days = deliveryDays({ ...base, productLeadHours: 48, settings: settings({ daysAhead: 3 }) });
    expect(days[0]).toEqual({ date: '2025-03-12', windows: ['tarde'], full: false });
  });

  it('with no lead time, a late evening in Argentina offers the next day whole (the -03:00 offset)', () => {
    const lateEvening = new Date('2025-03-11T02:30:00Z'); // Monday 23:30 in Argentina
    const days = deliveryDays({
      ...base,
      now: lateEvening,
      settings: settings({ leadTimeHours: 0, daysAhead: 1 }),
    });
    expect(days).toEqual([{ date: '2025-03-11', windows: ['manana', 'tarde'], full: false }]);
  });

  it('leaves out closed weekdays and blocked dates', () => {
    // Sunday the 16th is closed, Wednesday the 12th is a holiday.
    const days = deliveryDays({
      ...base,
      settings: settings({ daysAhead: 7, closedWeekdays: [0], blockedDates: ['2025-03-12'] }),
    });
    const dates = days.map((d) => d.date);
    expect(dates).not.toContain('2025-03-16');
    expect(dates).not.toContain('2025-03-12');
    expect(dates).toEqual(['2025-03-11', '2025-03-13', '2025-03-14', '2025-03-15', '2025-03-17']);
  });

  it('crosses month and year ends', () => {
    const lastOfJanuary = deliveryDays({
      ...base,
      now: new Date('2025-01-30T08:00:00-03:00'),
      settings: settings({ leadTimeHours: 0, daysAhead: 3 }),
    });
    expect(lastOfJanuary.map((d) => d.date)).toEqual([
      '2025-01-30',
      '2025-01-31',
      '2025-02-01',
      '2025-02-02',
    ]);
    const newYear = deliveryDays({
      ...base,
      now: new Date('2025-12-31T20:00:00-03:00'),
      settings: settings({ daysAhead: 2, blockedDates: ['2026-01-01'] }),
    });
    expect(newYear.map((d) => d.date)).toEqual(['2026-01-02']);
    expect(addDaysToDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysToDate('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('marks a day full by orders, or by units for this cart', () => {
    const booked = new Map([['2025-03-12', { orders: 5, units: 8 }]]);
    const byOrders = deliveryDays({
      ...base,
      booked,
      settings: settings({ daysAhead: 2, capacityKind: 'orders', capacityPerDay: 5 }),
    });
    expect(byOrders.find((d) => d.date === '2025-03-12')?.full).toBe(true);
    const units = settings({ daysAhead: 2, capacityKind: 'units', capacityPerDay: 10 });
    expect(
      deliveryDays({ ...base, booked, settings: units, cartUnits: 2 }).find((d) => d.date === '2025-03-12')
        ?.full,
    ).toBe(false);
    expect(
      deliveryDays({ ...base, booked, settings: units, cartUnits: 3 }).find((d) => d.date === '2025-03-12')
        ?.full,
    ).toBe(true);
  });

  it('names the next free day after full ones', () => {
    const booked = new Map([
      ['2025-03-11', { orders: 1, units: 1 }],
      ['2025-03-12', { orders: 1, units: 1 }],
    ]);
    expect(
      nextFreeDay({ ...base, booked, settings: settings({ daysAhead: 5, capacityPerDay: 1 }) })?.date,
    ).toBe('2025-03-13');
    expect(
      nextFreeDay({ ...base, booked, settings: settings({ daysAhead: 2, capacityPerDay: 1 }) }),
    ).toBeNull();
  });
});

describe('checkDeliveryDay', () => {
  const check = (
    date: string,
    window: 'manana' | 'tarde',
    extra: Partial<typeof base> & { booked?: Map<string, { orders: number; units: number }> } = {},
  ) => checkDeliveryDay({ ...base, ...extra, date, window });

  it('gives the reason a day cannot be booked', () => {
    expect(check('2025-03-09', 'tarde')).toBe('past');
    expect(check('2025-03-11', 'manana')).toBe('lead_time');
    expect(check('2025-03-11', 'tarde')).toBe('ok');
    expect(check('2025-03-24', 'tarde')).toBe('ok'); // today + 14
    expect(check('2025-03-25', 'tarde')).toBe('outside_window');
    expect(check('2025-03-16', 'tarde', { settings: settings({ closedWeekdays: [0] }) })).toBe('closed');
    expect(check('2025-03-12', 'tarde', { settings: settings({ blockedDates: ['2025-03-12'] }) })).toBe(
      'blocked',
    );
    expect(
      check('2025-03-12', 'tarde', {
        settings: settings({ capacityPerDay: 2 }),
        booked: new Map([['2025-03-12', { orders: 2, units: 2 }]]),
      }),
    ).toBe('full');
  });
});

describe("an option's own days and windows (a pickup point open Monday to Friday)", () => {
  const weekdays = { openWeekdays: [1, 2, 3, 4, 5], windows: ['manana', 'tarde'] as ('manana' | 'tarde')[] };
  const mornings = { openWeekdays: [0, 1, 2, 3, 4, 5, 6], windows: ['manana'] as ('manana' | 'tarde')[] };

  it('offers no Saturday or Sunday for a weekday point, the same whether computed or filtered', () => {
    const withSchedule = deliveryDays({ ...base, schedule: weekdays });
    const dates = withSchedule.map((d) => d.date);
    expect(dates).not.toContain('2025-03-15'); // Saturday
    expect(dates).not.toContain('2025-03-16'); // Sunday
    expect(dates).toContain('2025-03-17');
    expect(daysForSchedule(deliveryDays(base), weekdays)).toEqual(withSchedule);
    expect(daysForSchedule(deliveryDays(base), undefined)).toEqual(deliveryDays(base));
  });

  it("keeps only the option's windows, dropping days left with none", () => {
    const days = daysForSchedule(deliveryDays(base), mornings);
    expect(days.every((d) => d.windows.join() === 'manana')).toBe(true);
    // Tuesday 11 has only its afternoon past the 24 h lead time: gone for a mornings-only zone.
    expect(days.map((d) => d.date)).not.toContain('2025-03-11');
    expect(daysForSchedule(deliveryDays(base), mornings)).toEqual(
      deliveryDays({ ...base, schedule: mornings }),
    );
  });

  it('refuses a Sunday 9:00 pickup ordered on Friday 22:42 for a product needing 48 h', () => {
    const friday = new Date('2025-03-14T22:42:00-03:00');
    const sunday = {
      now: friday,
      settings: settings(),
      cartUnits: 1,
      date: '2025-03-16',
      window: 'manana' as const,
    };
    expect(checkDeliveryDay({ ...sunday, productLeadHours: 48 })).toBe('lead_time');
    expect(checkDeliveryDay({ ...sunday, productLeadHours: 0 })).toBe('ok');
  });

  it('refuses a closed weekday or window of the option as closed', () => {
    expect(checkDeliveryDay({ ...base, schedule: weekdays, date: '2025-03-16', window: 'tarde' })).toBe(
      'closed',
    );
    expect(checkDeliveryDay({ ...base, schedule: weekdays, date: '2025-03-17', window: 'tarde' })).toBe('ok');
    expect(checkDeliveryDay({ ...base, schedule: mornings, date: '2025-03-17', window: 'tarde' })).toBe(
      'closed',
    );
    expect(checkDeliveryDay({ ...base, date: '2025-03-16', window: 'tarde' })).toBe('ok');
  });

  it('needs at least one day and one window; defaults to always open', () => {
    expect(pickupPointInputSchema.parse({ name: 'Local', address: 'Belgrano 1' })).toMatchObject({
      openWeekdays: [0, 1, 2, 3, 4, 5, 6],
      windows: ['manana', 'tarde'],
    });
    expect(
      pickupPointInputSchema.parse({
        name: 'L',
        address: 'B 1',
        openWeekdays: [5, 1, 1],
        windows: ['tarde', 'manana'],
      }),
    ).toMatchObject({ openWeekdays: [1, 5], windows: ['manana', 'tarde'] });
    for (const bad of [
      { openWeekdays: [] },
      { openWeekdays: [7] },
      { windows: [] },
      { windows: ['noche'] },
    ]) {
      expect(
        pickupPointInputSchema.safeParse({ name: 'L', address: 'B 1', ...bad }).success,
        JSON.stringify(bad),
      ).toBe(false);
    }
  });
});

describe('schemas', () => {
  it('needs exactly one of a zone or a pickup point, a real date and a known window', () => {
    expect(
      deliveryChoiceSchema.safeParse({ zoneId: '1', date: '2025-03-12', window: 'manana' }).success,
    ).toBe(true);
    expect(
      deliveryChoiceSchema.safeParse({ pickupPointId: 2, date: '2025-03-12', window: 'tarde' }).success,
    ).toBe(true);
    expect(
      deliveryChoiceSchema.safeParse({
        zoneId: '1',
        pickupPointId: '2',
        date: '2025-03-12',
        window: 'manana',
      }).success,
    ).toBe(false);
    expect(deliveryChoiceSchema.safeParse({ date: '2025-03-12', window: 'manana' }).success).toBe(false);
    expect(
      deliveryChoiceSchema.safeParse({ zoneId: '1', date: '2025-02-30', window: 'manana' }).success,
    ).toBe(false);
    expect(deliveryChoiceSchema.safeParse({ zoneId: '1', date: '2025-03-12', window: 'noche' }).success).toBe(
      false,
    );
    expect(
      deliveryChoiceSchema.safeParse({ zoneId: '1; drop table', date: '2025-03-12', window: 'manana' })
        .success,
    ).toBe(false);
  });

  it('refuses absurd settings and zones', () => {
    const ok = {
      leadTimeHours: 24,
      closedWeekdays: [0, 0, 6],
      blockedDates: ['2025-12-25'],
      capacityKind: 'orders',
      capacityPerDay: 5,
      daysAhead: 14,
    };
    expect(deliverySettingsSchema.parse(ok).closedWeekdays).toEqual([0, 6]);
    for (const bad of [
      { leadTimeHours: -1 },
      { leadTimeHours: 1.5 },
      { leadTimeHours: 100_000 },
      { closedWeekdays: [0, 1, 2, 3, 4, 5, 6] },
      { closedWeekdays: [7] },
      { blockedDates: ['2025-13-01'] },
      { capacityPerDay: 0 },
      { capacityKind: 'kilos' },
      { daysAhead: 0 },
      { daysAhead: 1000 },
    ]) {
      expect(deliverySettingsSchema.safeParse({ ...ok, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
    expect(deliveryZoneInputSchema.safeParse({ name: 'Norte', priceArs: 1500 }).success).toBe(true);
    expect(deliveryZoneInputSchema.safeParse({ name: 'Norte', priceArs: -1 }).success).toBe(false);
    expect(deliveryZoneInputSchema.safeParse({ name: ' ', priceArs: 1 }).success).toBe(false);
    expect(deliveryZoneInputSchema.safeParse({ name: 'Norte', priceArs: 1e12 }).success).toBe(false);
    expect(deliveryZoneInputSchema.safeParse({ name: 'Norte', priceArs: 1, freeFromArs: 0 }).success).toBe(
      false,
    );
  });
});

describe('formatDeliveryDate', () => {
  it("names the day in the shopper's language without moving it across midnight", () => {
    expect(formatDeliveryDate('2025-12-31', 'es')).toBe('miércoles, 31 de diciembre');
    expect(formatDeliveryDate('2025-12-31', 'en')).toBe('Wednesday, December 31');
  });

  it('adds the year when asked (the holiday list runs into the next year)', () => {
    expect(formatDeliveryDate('2027-01-01', 'es', { withYear: true })).toBe('viernes, 1 de enero de 2027');
    expect(formatDeliveryDate('2027-01-01', 'en', { withYear: true })).toBe('Friday, January 1, 2027');
  });
});

describe('pickupPointHours (polish brief)', () => {
  it('answers the English hours to English readers when written, else the Spanish ones', () => {
    const point = { hours: 'Lunes a viernes de 9 a 19 h', hoursEn: 'Monday to Friday, 9 am to 7 pm' };
    expect(pickupPointHours(point, 'en')).toBe('Monday to Friday, 9 am to 7 pm');
    expect(pickupPointHours(point, 'es')).toBe('Lunes a viernes de 9 a 19 h');
    expect(pickupPointHours({ ...point, hoursEn: ' ' }, 'en')).toBe('Lunes a viernes de 9 a 19 h');
  });
});

describe('withHolidays (national holidays blocked unless the owner opened them)', () => {
  const settings = {
    ...DEFAULT_DELIVERY_SETTINGS,
    blockedDates: ['2026-12-31'],
    openHolidays: ['2026-12-25'],
  };

  it('blocks each holiday but the ones the owner opened, beside the dates the owner blocked', () => {
    const rules = withHolidays(settings, ['2026-12-08', '2026-12-25']);
    expect(rules.blockedDates).toEqual(['2026-12-08', '2026-12-31']);
    const now = new Date('2026-12-05T12:00:00-03:00');
    const check = (date: string) =>
      checkDeliveryDay({ now, settings: rules, productLeadHours: 0, cartUnits: 1, date, window: 'tarde' });
    expect(check('2026-12-08')).toBe('blocked');
    expect(check('2026-12-09')).toBe('ok');
    expect(
      deliveryDays({ now, settings: rules, productLeadHours: 0, cartUnits: 1 }).map((d) => d.date),
    ).not.toContain('2026-12-08');
  });

  it('changes nothing without holidays', () => {
    expect(withHolidays(settings, [])).toBe(settings);
  });
});
