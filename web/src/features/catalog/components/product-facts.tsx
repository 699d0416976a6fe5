/**
 * The product page's nutrition section: a nutrition table per portion and per 100 g,
 * the declared allergens as badges and the ingredients, in the page's language. Server-rendered
 * with the page (its data comes with GET /api/products/:idOrSlug); part of the product page's
 * chunk, never of the first load of /.
 */
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NUTRITION_FIELDS, per100gFrom, type NutritionField, type ProductFacts as Facts } from '@shop/domain';
import { KETO_NS } from '../../../lib/keto-texts.ts';
import { LabelTag } from '../../../components/label-tag.tsx';

/**
 * Formats an amount in the page's language: kcal (`field` energyKcal) as a whole number, other amounts with at most one decimal
 * ("2,5" in Spanish), as nutrition labels show them (energy in whole kcal, per the labelling rules
 * the owner's packs follow).
 */
function useAmountFormat(): (value: number, field?: NutritionField) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-US' : 'es-AR';
  const kcal = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const grams = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (value, field) => (field === 'energyKcal' ? kcal : grams).format(value);
}

export function ProductFacts({ facts }: { facts: Facts }) {
  const { t } = useTranslation(KETO_NS);
  const num = useAmountFormat();
  const { nutrition, allergens, ingredients } = facts;
  const per100g = nutrition
    ? (nutrition.per100g ?? per100gFrom(nutrition.perPortion, nutrition.portionG))
    : null;
  const amount = (field: NutritionField, value: number) =>
    field === 'energyKcal'
      ? t('facts.kcal', { value: num(value, field) })
      : t('facts.grams', { value: num(value, field) });

  return (
    <Box
      component="section"
      aria-labelledby="facts-title"
      data-testid="product-facts"
      sx={{ mt: 6, maxWidth: 720 }}
    >
      <Typography id="facts-title" variant="h2" sx={{ mb: 1 }}>
        {t('facts.title')}
      </Typography>
      {nutrition && per100g ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {nutrition.portionsPerPiece === 1
              ? t('facts.portionOne', { grams: num(nutrition.portionG) })
              : t('facts.portion', {
                  grams: num(nutrition.portionG),
                  portions: num(nutrition.portionsPerPiece),
                })}
          </Typography>
          <Table size="small" aria-labelledby="facts-title">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('facts.nutrient')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('facts.perPortion', { grams: num(nutrition.portionG) })}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('facts.per100g')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {NUTRITION_FIELDS.map((field) => {
                const strong = field === 'netCarbsG' ? { fontWeight: 700 } : undefined;
                // Fibre and sugars are parts of the carbohydrates: indented as on a label.
                const indent =
                  field === 'netCarbsG' || field === 'fiberG' || field === 'sugarsG' ? { pl: 3 } : undefined;
                return (
                  <TableRow key={field} data-field={field}>
                    <TableCell component="th" scope="row" sx={{ ...strong, ...indent }}>
                      {t(`facts.${field}`)}
                    </TableCell>
                    <TableCell align="right" sx={{ ...strong, whiteSpace: 'nowrap' }}>
                      {amount(field, nutrition.perPortion[field])}
                    </TableCell>
                    <TableCell align="right" sx={{ ...strong, whiteSpace: 'nowrap' }}>
                      {amount(field, per100g[field])}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('facts.netNote')}
            {nutrition.per100g ? '' : ` ${t('facts.worked')}`}
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary">{t('facts.none')}</Typography>
      )}

      <Typography variant="h3" sx={{ fontSize: '1.15rem', mt: 3, mb: 1 }}>
        {t('facts.allergensTitle')}
      </Typography>
      {allergens === null ? (
        <Typography color="text.secondary">{t('facts.allergensUnknown')}</Typography>
      ) : allergens.length === 0 ? (
        <Typography>{t('facts.noAllergens')}</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {t('facts.contains')}
          </Typography>
          <Box
            component="ul"
            aria-label={t('facts.allergensTitle')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
          >
            {allergens.map((a) => (
              <li key={a} data-allergen={a}>
                <LabelTag color="dark" label={t(`allergens.${a}`)} />
              </li>
            ))}
          </Box>
        </Box>
      )}

      {ingredients && (
        <>
          <Typography variant="h3" sx={{ fontSize: '1.15rem', mt: 3, mb: 1 }}>
            {t('facts.ingredientsTitle')}
          </Typography>
          <Typography>{ingredients}</Typography>
        </>
      )}
    </Box>
  );
}
