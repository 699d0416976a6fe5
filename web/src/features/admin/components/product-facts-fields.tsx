/**
 * The nutrition part of the back office's product form: portion size and portions per
 * pack, the seven figures per portion and (optionally) per 100 g, the ingredients in both
 * languages and the declared allergens. The form's values are text as typed; `factsInput`
 * turns them into the body the shared schema checks (the server checks it again).
 */
import {
  Box,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  ALLERGENS,
  NUTRITION_FIELDS,
  type Allergen,
  type Nutrition,
  type NutritionField,
} from '@shop/domain';
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetError,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../lib/api-client.ts';
import { KETO_NS } from '../../../lib/keto-texts.ts';
import { AdminSection } from './admin-layout.tsx';

/** Nutrition facts as typed: decimals with "," or "."; everything blank means "no facts yet". */
export interface FactsFormValues {
  portionG: string;
  portionsPerPiece: string;
  perPortion: Record<NutritionField, string>;
  per100g: Record<NutritionField, string>;
}

/** The keto part of the product form's values. */
export interface KetoFormValues {
  facts: FactsFormValues;
  ingredientsEs: string;
  ingredientsEn: string;
  /** Off: allergens not declared yet (sent as null); on: the checked ones (none checked = none). */
  allergensDeclared: boolean;
  allergens: Allergen[];
}

const blankFacts = (): Record<NutritionField, string> =>
  Object.fromEntries(NUTRITION_FIELDS.map((f) => [f, ''])) as Record<NutritionField, string>;
const text = (n: number | undefined): string => (n === undefined ? '' : String(n));

/** The form's keto values of a product (or of a new one). */
export function ketoFormValues(product?: {
  nutrition: Nutrition | null;
  ingredientsEs: string;
  ingredientsEn: string;
  allergens: Allergen[] | null;
}): KetoFormValues {
  const n = product?.nutrition;
  const facts = (f: Nutrition['perPortion'] | null | undefined) =>
    f
      ? (Object.fromEntries(NUTRITION_FIELDS.map((k) => [k, text(f[k])])) as Record<NutritionField, string>)
      : blankFacts();
  return {
    facts: {
      portionG: text(n?.portionG),
      portionsPerPiece: text(n?.portionsPerPiece),
      perPortion: facts(n?.perPortion),
      per100g: facts(n?.per100g),
    },
    ingredientsEs: product?.ingredientsEs ?? '',
    ingredientsEn: product?.ingredientsEn ?? '',
    allergensDeclared: product?.allergens != null,
    allergens: product?.allergens ?? [],
  };
}

/** A decimal as typed ("2,5" or "2.5"); blank is NaN, so the schema says a number is needed. */
export function parseDecimal(value: string): number {
  const s = value.trim().replace(',', '.');
  return s === '' ? Number.NaN : Number(s);
}

/**
 * The other column's figure for one just typed, from the portion size (a
 * per-portion sugars of "2,5" left the per-100 g value at "2,3"): per 100 g = per portion × 100 ÷
 * portion; per portion = per 100 g × portion ÷ 100; one decimal, written with the separator the
 * owner typed. Undefined when the typed value or the portion is not a number above 0, or when
 * the other column is not in use (per 100 g left blank: the product page works it out itself).
 */
export function derivedFigure(
  typed: string,
  from: 'perPortion' | 'per100g',
  portionText: string,
  otherColumn: Record<NutritionField, string>,
): string | undefined {
  const value = parseDecimal(typed);
  const portion = parseDecimal(portionText);
  if (!Number.isFinite(value) || value < 0 || !Number.isFinite(portion) || portion <= 0) return undefined;
  if (NUTRITION_FIELDS.every((k) => otherColumn[k].trim() === '')) return undefined;
  const other = from === 'perPortion' ? (value * 100) / portion : (value * portion) / 100;
  const text = String(Math.round(other * 10) / 10);
  return typed.includes(',') ? text.replace('.', ',') : text;
}

/** The body fields the keto values stand for (before validation). */
export function ketoInput(values: KetoFormValues): Record<string, unknown> {
  return {
    nutrition: factsInput(values.facts),
    ingredientsEs: values.ingredientsEs,
    ingredientsEn: values.ingredientsEn,
    allergens: values.allergensDeclared ? ALLERGENS.filter((a) => values.allergens.includes(a)) : null,
  };
}

function factsInput(f: FactsFormValues): unknown {
  const blank = (r: Record<NutritionField, string>) => NUTRITION_FIELDS.every((k) => r[k].trim() === '');
  if (f.portionG.trim() === '' && f.portionsPerPiece.trim() === '' && blank(f.perPortion) && blank(f.per100g))
    return null;
  const numbers = (r: Record<NutritionField, string>) =>
    Object.fromEntries(NUTRITION_FIELDS.map((k) => [k, parseDecimal(r[k])]));
  return {
    portionG: parseDecimal(f.portionG),
    portionsPerPiece: parseDecimal(f.portionsPerPiece),
    perPortion: numbers(f.perPortion),
    per100g: blank(f.per100g) ? null : numbers(f.per100g),
  };
}

/**
 * The form field a schema or server problem at `path` belongs to: "nutrition.perPortion.fatG" →
 * "facts.perPortion.fatG", "allergens.1" → "allergens"; undefined when not a keto field.
 */
export function ketoFieldOf(path: string): string | undefined {
  if (path.startsWith('nutrition.')) return `facts.${path.slice('nutrition.'.length)}`;
  if (path === 'nutrition') return 'facts.portionG';
  if (path === 'allergens' || path.startsWith('allergens.')) return 'allergens';
  return undefined;
}

/** Puts the server's per-field problems of the keto fields under them (see lib/form-errors.ts for the others). */
export function applyKetoServerErrors(error: unknown, setError: UseFormSetError<KetoFormValues>): void {
  if (!(error instanceof ApiClientError) || !error.fields) return;
  for (const [name, key] of Object.entries(error.fields)) {
    const field = ketoFieldOf(name);
    if (field)
      setError(field as 'allergens', {
        type: 'server',
        message: key.startsWith('validation.') ? key : error.message,
      });
  }
}

/** A value equal to another one whatever the order of object keys (PostgreSQL's jsonb reorders them). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

interface Props {
  register: UseFormRegister<KetoFormValues>;
  /** For the figure derived in the other column when one is typed (derivedFigure). */
  setValue: UseFormSetValue<KetoFormValues>;
  getValues: UseFormGetValues<KetoFormValues>;
  control: Control<KetoFormValues>;
  errors: FieldErrors<KetoFormValues>;
  /** The text of an error message (validation keys looked up). */
  errorText: (message: string | undefined) => string | undefined;
}

/** The keto sections of the product form; `register`, `control` and `errors` are the product form's, seen through its keto part. */
export function ProductFactsFields({ register, setValue, getValues, control, errors, errorText }: Props) {
  const { t } = useTranslation('admin');
  const { t: tk } = useTranslation(KETO_NS);
  const declared = useWatch({ control, name: 'allergensDeclared' });
  const decimal = { inputMode: 'decimal' as const, autoComplete: 'off' };

  return (
    <>
      <AdminSection title={t('productForm.sections.facts')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('productForm.help.facts')} {t('productForm.help.factsDerived')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            columnGap: 2,
            rowGap: 1,
            mb: 1,
          }}
        >
          <TextField
            label={t('productForm.fields.portionG')}
            error={Boolean(errors.facts?.portionG)}
            helperText={errorText(errors.facts?.portionG?.message) ?? ' '}
            slotProps={{ htmlInput: decimal }}
            {...register('facts.portionG')}
          />
          <TextField
            label={t('productForm.fields.portionsPerPiece')}
            error={Boolean(errors.facts?.portionsPerPiece)}
            helperText={errorText(errors.facts?.portionsPerPiece?.message) ?? ' '}
            slotProps={{ htmlInput: decimal }}
            {...register('facts.portionsPerPiece')}
          />
        </Box>
        <Box
          role="group"
          aria-label={tk('facts.title')}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr)',
            columnGap: 1.5,
            rowGap: 0.5,
            alignItems: 'start',
          }}
        >
          <span />
          <Typography variant="subtitle2">{t('productForm.fields.perPortion')}</Typography>
          <Typography variant="subtitle2">{t('productForm.fields.per100g')}</Typography>
          {NUTRITION_FIELDS.map((field) => {
            const unit = field === 'energyKcal' ? 'kcal' : 'g';
            const name = `${tk(`facts.${field}`)} (${unit})`;
            return (
              <Box key={field} sx={{ display: 'contents' }}>
                <Typography sx={{ pt: 1 }}>{name}</Typography>
                {(['perPortion', 'per100g'] as const).map((col) => (
                  <TextField
                    key={col}
                    size="small"
                    error={Boolean(errors.facts?.[col]?.[field])}
                    helperText={errorText(errors.facts?.[col]?.[field]?.message)}
                    slotProps={{
                      htmlInput: { ...decimal, 'aria-label': `${name}, ${t(`productForm.fields.${col}`)}` },
                    }}
                    {...register(`facts.${col}.${field}`, {
                      // The same figure in the other column follows, from the portion size.
                      onChange: (event: { target: { value: string } }) => {
                        const other = col === 'perPortion' ? 'per100g' : 'perPortion';
                        const derived = derivedFigure(
                          event.target.value,
                          col,
                          getValues('facts.portionG'),
                          getValues(`facts.${other}`),
                        );
                        if (derived !== undefined)
                          setValue(`facts.${other}.${field}`, derived, { shouldDirty: true });
                      },
                    })}
                  />
                ))}
              </Box>
            );
          })}
        </Box>
      </AdminSection>
      <AdminSection title={t('productForm.sections.allergens')}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            columnGap: 2,
            rowGap: 1,
          }}
        >
          {(['ingredientsEs', 'ingredientsEn'] as const).map((name) => (
            <TextField
              key={name}
              label={t(`productForm.fields.${name}`)}
              multiline
              minRows={3}
              error={Boolean(errors[name])}
              helperText={errorText(errors[name]?.message) ?? ' '}
              slotProps={{ htmlInput: { maxLength: 1000, lang: name.endsWith('En') ? 'en' : 'es' } }}
              {...register(name)}
            />
          ))}
        </Box>
        <Controller
          name="allergensDeclared"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              label={t('productForm.fields.allergensDeclared')}
              control={
                <Switch
                  name={field.name}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  inputRef={field.ref}
                />
              }
            />
          )}
        />
        <Controller
          name="allergens"
          control={control}
          render={({ field }) => (
            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
              <Typography component="legend" variant="subtitle2">
                {t('productForm.fields.allergens')}
              </Typography>
              <FormGroup row>
                {ALLERGENS.map((a) => (
                  <FormControlLabel
                    key={a}
                    disabled={!declared}
                    label={tk(`allergens.${a}`)}
                    control={
                      <Checkbox
                        checked={field.value.includes(a)}
                        onChange={(e) =>
                          field.onChange(
                            e.target.checked ? [...field.value, a] : field.value.filter((x) => x !== a),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {errors.allergens && (
                <FormHelperText error>{errorText(errors.allergens.message)}</FormHelperText>
              )}
            </Box>
          )}
        />
      </AdminSection>
    </>
  );
}
