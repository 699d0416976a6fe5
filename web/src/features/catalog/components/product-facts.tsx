/**
 * The product page's nutrition section: a nutrition table per portion and per 100 g,
 * the declared allergens as badges and the ingredients, in the page's language. Server-rendered
 * with the page (its data comes with GET /api/products/:idOrSlug); part of the product page's
 * chunk, never of the first load of /. Static CSS, no MUI (decision 0030).
 */
import { useTranslation } from 'react-i18next';
import { NUTRITION_FIELDS, per100gFrom, type NutritionField, type ProductFacts as Facts } from '@shop/domain';
import { KETO_NS } from '../../../lib/keto-texts.ts';
import { LabelTag } from '../../../components/label-tag.tsx';
import page from '../../../components/page.module.css';
import s from './product-facts.module.css';

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
    <section aria-labelledby="facts-title" data-testid="product-facts" className={s.facts}>
      <h2 id="facts-title" className={`${page.h2} ${s.title}`}>
        {t('facts.title')}
      </h2>
      {nutrition && per100g ? (
        <>
          <p className={`${page.body2} ${page.secondary} ${s.portion}`}>
            {nutrition.portionsPerPiece === 1
              ? t('facts.portionOne', { grams: num(nutrition.portionG) })
              : t('facts.portion', {
                  grams: num(nutrition.portionG),
                  portions: num(nutrition.portionsPerPiece),
                })}
          </p>
          <table className={s.table} aria-labelledby="facts-title">
            <thead>
              <tr>
                <th scope="col">{t('facts.nutrient')}</th>
                <th scope="col" className={s.number}>
                  {t('facts.perPortion', { grams: num(nutrition.portionG) })}
                </th>
                <th scope="col" className={s.number}>
                  {t('facts.per100g')}
                </th>
              </tr>
            </thead>
            <tbody>
              {NUTRITION_FIELDS.map((field) => (
                // Net carbohydrates in bold; they, fibre and sugars are parts of the carbohydrates,
                // indented as on a label (data-field's selectors in the CSS Module).
                <tr key={field} data-field={field}>
                  <th scope="row">{t(`facts.${field}`)}</th>
                  <td className={s.number}>{amount(field, nutrition.perPortion[field])}</td>
                  <td className={s.number}>{amount(field, per100g[field])}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={`${page.body2} ${page.secondary} ${s.note}`}>
            {t('facts.netNote')}
            {nutrition.per100g ? '' : ` ${t('facts.worked')}`}
          </p>
        </>
      ) : (
        <p className={`${page.body1} ${page.secondary}`}>{t('facts.none')}</p>
      )}

      <h3 className={s.subtitle}>{t('facts.allergensTitle')}</h3>
      {allergens === null ? (
        <p className={`${page.body1} ${page.secondary}`}>{t('facts.allergensUnknown')}</p>
      ) : allergens.length === 0 ? (
        <p className={page.body1}>{t('facts.noAllergens')}</p>
      ) : (
        <div className={s.allergens}>
          <span className={`${page.body1} ${s.contains}`}>{t('facts.contains')}</span>
          <ul aria-label={t('facts.allergensTitle')} className={s.allergenList}>
            {allergens.map((a) => (
              <li key={a} data-allergen={a}>
                <LabelTag color="dark" label={t(`allergens.${a}`)} />
              </li>
            ))}
          </ul>
        </div>
      )}

      {ingredients && (
        <>
          <h3 className={s.subtitle}>{t('facts.ingredientsTitle')}</h3>
          <p className={page.body1}>{ingredients}</p>
        </>
      )}
    </section>
  );
}
