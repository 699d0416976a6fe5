import { describe, expect, it } from 'vitest';
import { optionBody } from './delivery-options.tsx';

const zone = (priceArs: string, freeFromArs = '') => ({
  name: 'Capital',
  priceArs,
  freeFromArs,
  openWeekdays: '1,2,3,4,5,6,0',
  windows: 'manana,tarde',
  active: 'true',
});

describe("a zone's amounts (money typed the Argentine way)", () => {
  it('reads "3.500", "3500" and "$ 3.500" as three thousand five hundred pesos', () => {
    for (const typed of ['3.500', '3500', '$ 3.500'])
      expect(optionBody('zones', zone(typed, '$ 20.000')), typed).toMatchObject({
        body: { priceArs: 3500, freeFromArs: 20000 },
      });
  });

  it('refuses an amount that is not whole pesos, and leaves "free from" blank as never free', () => {
    expect(optionBody('zones', zone('3,5'))).toHaveProperty('errors.priceArs');
    expect(optionBody('zones', zone('2500'))).toMatchObject({ body: { freeFromArs: null } });
  });
});
