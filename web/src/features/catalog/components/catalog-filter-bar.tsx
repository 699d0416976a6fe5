/**
 * The catalogue filter of /allProducts and /category (issue 19): "sin ..." allergens, a net-carbs
 * limit per portion and the order. A plain GET form, so it works on the server-rendered page
 * before the app hydrates (the browser submits it as the page's query string); once hydrated each
 * change goes straight to the URL, which is what the page lists (so a filtered list can be shared).
 */
import type { FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  TextField,
  Typography,
  useTheme,
} from '@mui/material';
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

export interface CatalogFilterBarProps {
  value: PageFilter;
  /** Other params of the page's URL to keep (e.g. /category's `selected`), sent as hidden fields. */
  keep?: Record<string, string>;
  onChange: (next: Pick<PageFilter, 'filter' | 'sort'>) => void;
}

export function CatalogFilterBar({ value, keep = {}, onChange }: CatalogFilterBarProps) {
  const { t, i18n } = useTranslation(KETO_NS);
  const { filter, sort } = value;
  const theme = useTheme();
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
    <Box
      component="form"
      method="get"
      role="search"
      aria-label={t('filter.label')}
      onSubmit={submit}
      data-testid="catalog-filter"
      sx={{ mb: 3, p: { xs: 1.5, md: 2 }, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      {Object.entries(keep).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      {/* On phones the controls fold under "Filtrar (n)" so the products show in the first screen; a
          native <details>, so it opens before hydration and without JavaScript. From md up the
          summary is hidden and the content always shown (::details-content; a browser without it
          shows the summary to open). React never sets `open`: the shopper's choice stays. */}
      <Box
        component="details"
        data-testid="catalog-filter-fold"
        sx={{
          '& > summary': {
            cursor: 'pointer',
            py: 0.5,
            fontWeight: 600,
            color: 'primary.main',
            width: 'fit-content',
          },
          [theme.breakpoints.up('md')]: {
            '& > summary': { display: 'none' },
            '&::details-content': { contentVisibility: 'visible', display: 'block', height: 'auto' },
          },
        }}
      >
        <Box component="summary">
          {active > 0 ? t('filter.toggleCount', { count: active }) : t('filter.toggle')}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1, fontWeight: 400 }}>
            · {t(`filter.sorts.${sort}`)}
          </Typography>
        </Box>
        <Box sx={{ pt: { xs: 1, md: 0 } }}>
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
              {t('filter.allergens')}
            </Typography>
            <FormGroup row sx={{ columnGap: 1 }}>
              {ALLERGENS.map((a) => (
                <FormControlLabel
                  key={a}
                  sx={{ mr: 1 }}
                  control={
                    <Checkbox
                      size="small"
                      name="exclude"
                      value={a}
                      checked={filter.exclude.includes(a)}
                      onChange={(e) => toggle(a, e.target.checked)}
                    />
                  }
                  label={t(`without.${a}`)}
                />
              ))}
            </FormGroup>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1.5, alignItems: 'center' }}>
            <TextField
              select
              size="small"
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
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 220 }}
            >
              <option value="">{t('filter.anyNetCarbs')}</option>
              {limits.map((g) => (
                <option key={g} value={String(g)}>
                  {t('filter.upTo', { value: g.toLocaleString(i18n.language === 'en' ? 'en-US' : 'es-AR') })}
                </option>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              name="sort"
              label={t('filter.sort')}
              value={sort}
              onChange={(e) => onChange({ filter, sort: e.target.value as PageFilter['sort'] })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 220 }}
            >
              {SHOPPER_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`filter.sorts.${s}`)}
                </option>
              ))}
            </TextField>
            {/* Before hydration (or without JavaScript) the browser submits the form; afterwards every change
              applies at once and the button changes nothing. Always rendered: the server's markup must
              equal the hydrated one (e2e/specs/hydration.spec.ts). */}
            <Button type="submit" variant="outlined">
              {t('filter.apply')}
            </Button>
          </Box>
        </Box>
      </Box>
      {isFiltering(filter) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('filter.hint')}
        </Typography>
      )}
      {value.ignored.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="filter-ignored">
          {t('filter.ignored', { names: value.ignored.map((n) => t(`filter.params.${n}`)).join(', ') })}
        </Alert>
      )}
    </Box>
  );
}
