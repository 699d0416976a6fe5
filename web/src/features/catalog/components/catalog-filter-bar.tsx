/**
 * The catalogue filter of /allProducts and /category: "sin ..." allergens, a net-carbs
 * limit per portion and the order. A plain GET form, so it works on the server-rendered page
 * before the app hydrates (the browser submits it as the page's query string); once hydrated each
 * change goes straight to the URL, which is what the page lists (so a filtered list can be shared).
 */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALLERGENS,
  isFiltering,
  NET_CARBS_CHOICES,
  SHOPPER_SORTS,
  type Allergen,
  type PageFilter,
} from '@shop/domain';
import { KETO_NS } from '../../../lib/keto-texts.ts';
import { Notice } from '../../../components/feedback.tsx';
import page from '../../../components/page.module.css';
import ui from '../../../components/ui.module.css';
import { SelectField } from './select-field.tsx';
import s from './catalog.module.css';

/** A labelled checkbox, as MUI's FormControlLabel with a small Checkbox. */
function Check({
  label,
  ...input
}: { label: string } & Pick<
  React.InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'checked' | 'onChange'
>) {
  return (
    <label className={s.check}>
      <span className={s.checkBox}>
        <input type="checkbox" {...input} />
        {/* MUI's Checkbox icons, drawn by the native box's state (catalog.module.css). */}
        <span className={s.boxIcon} aria-hidden="true" />
      </span>
      <span className={page.body1}>{label}</span>
    </label>
  );
}

export interface CatalogFilterBarProps {
  value: PageFilter;
  /** Other params of the page's URL to keep (e.g. /category's `selected`), sent as hidden fields. */
  keep?: Record<string, string>;
  onChange: (next: Pick<PageFilter, 'filter' | 'sort'>) => void;
}

export function CatalogFilterBar({ value, keep = {}, onChange }: CatalogFilterBarProps) {
  const { t, i18n } = useTranslation(KETO_NS);
  const { filter, sort } = value;
  // How many filters are on: each allergen left out, and a net-carbs limit.
  const active = filter.exclude.length + (filter.maxNetCarbs === undefined ? 0 : 1);
  const limits: number[] = [...NET_CARBS_CHOICES];
  if (filter.maxNetCarbs !== undefined && !limits.includes(filter.maxNetCarbs))
    limits.push(filter.maxNetCarbs);
  limits.sort((a, b) => a - b);

  const toggle = (allergen: Allergen, on: boolean) => {
    const exclude = on ? [...filter.exclude, allergen] : filter.exclude.filter((a) => a !== allergen);
    onChange({ filter: { ...filter, exclude: ALLERGENS.filter((a) => exclude.includes(a)) }, sort });
  };
  const submit = (event: FormEvent) => event.preventDefault();

  return (
    <form
      method="get"
      role="search"
      aria-label={t('filter.label')}
      onSubmit={submit}
      data-testid="catalog-filter"
      className={s.filter}
    >
      {Object.entries(keep).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      {/* On phones the controls fold under "Filtrar (n)" so the products show in the first screen; a
          native <details>, so it opens before hydration and without JavaScript. From md up the
          summary is hidden and the content always shown (::details-content; a browser without it
          shows the summary to open). React never sets `open`: the shopper's choice stays. */}
      <details data-testid="catalog-filter-fold" className={s.fold}>
        <summary>
          {active > 0 ? t('filter.toggleCount', { count: active }) : t('filter.toggle')}
          <span className={`${page.body2} ${s.sortNote}`}>· {t(`filter.sorts.${sort}`)}</span>
        </summary>
        <div className={s.controls}>
          <fieldset className={s.allergens}>
            <legend className={s.legend}>{t('filter.allergens')}</legend>
            <div className={s.checks}>
              {ALLERGENS.map((a) => (
                <Check
                  key={a}
                  name="exclude"
                  value={a}
                  checked={filter.exclude.includes(a)}
                  onChange={(e) => toggle(a, e.target.checked)}
                  label={t(`without.${a}`)}
                />
              ))}
            </div>
          </fieldset>
          <div className={s.row}>
            <SelectField
              name="maxNetCarbs"
              label={t('filter.netCarbs')}
              value={filter.maxNetCarbs === undefined ? '' : String(filter.maxNetCarbs)}
              onChange={(e) =>
                onChange({
                  filter: {
                    ...filter,
                    maxNetCarbs: e.target.value === '' ? undefined : Number(e.target.value),
                  },
                  sort,
                })
              }
            >
              <option value="">{t('filter.anyNetCarbs')}</option>
              {limits.map((g) => (
                <option key={g} value={String(g)}>
                  {t('filter.upTo', { value: g.toLocaleString(i18n.language === 'en' ? 'en-US' : 'es-AR') })}
                </option>
              ))}
            </SelectField>
            <SelectField
              name="sort"
              label={t('filter.sort')}
              value={sort}
              onChange={(e) => onChange({ filter, sort: e.target.value as PageFilter['sort'] })}
            >
              {SHOPPER_SORTS.map((option) => (
                <option key={option} value={option}>
                  {t(`filter.sorts.${option}`)}
                </option>
              ))}
            </SelectField>
            {/* Before hydration (or without JavaScript) the browser submits the form; afterwards every change
              applies at once and the button changes nothing. Always rendered: the server's markup must
              equal the hydrated one (e2e/specs/hydration.spec.ts). */}
            <button type="submit" className={`${ui.base} ${ui.button} ${ui.medium} ${ui.outlined}`}>
              {t('filter.apply')}
            </button>
          </div>
        </div>
      </details>
      {isFiltering(filter) && (
        <p className={`${page.body2} ${page.secondary} ${s.hint}`}>{t('filter.hint')}</p>
      )}
      {value.ignored.length > 0 && (
        <Notice severity="warning" className={s.ignored} data-testid="filter-ignored">
          {t('filter.ignored', { names: value.ignored.map((n) => t(`filter.params.${n}`)).join(', ') })}
        </Notice>
      )}
    </form>
  );
}
