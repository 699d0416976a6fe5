import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { CATEGORY_PARAMS, categoryOf } from './category-param.ts';

// The category menu said "Nuevos" where the home tiles and the footer say
// "Novedades". The menu's names must be the very names the tiles and the footer show.
describe('category names', () => {
  it.each(['es', 'en'] as const)(
    'the /category menu names each category as the tiles and footer do (%s)',
    (lng) => {
      const t = i18n.getFixedT(lng);
      for (const param of CATEGORY_PARAMS) {
        const category = categoryOf(param);
        if (!category) continue;
        expect(t(`catalog:category.names.${param}`)).toBe(t(`common:categories.${category}`));
      }
      expect(t('catalog:category.names.Nuevos')).toBe(lng === 'es' ? 'Novedades' : 'New arrivals');
    },
  );
});
