import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Checkbox,
  FormControlLabel,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useForm, useWatch, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  checkoutCustomerSchemaFor,
  isCheckoutComplete,
  needsTaxId,
  NOTES_MAX,
  type CheckoutCustomer,
  type CheckoutCustomerInput,
  type DeliveryKind,
} from '@shop/domain';
import { EMPTY_CUSTOMER, readSavedCustomer, saveCustomer } from '../hooks/use-saved-customer.ts';
import { fillEmptyFields } from '../prefill.ts';
import '../texts.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { useHydrated } from '../../../lib/ssr.ts';

type Values = Required<CheckoutCustomerInput>;
const REQUIRED = ['nombre', 'apellido', 'direccion', 'telefono', 'email'] as const;
const FIELDS = [...REQUIRED, 'notas', 'taxId'] as const;

/** The text field (input or textarea) inside a TextField's root element. */
const textInput = (root: Element | null | undefined) =>
  root?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? null;
const AUTOCOMPLETE: Record<keyof Values, string> = {
  nombre: 'given-name',
  apellido: 'family-name',
  direccion: 'street-address',
  telefono: 'tel',
  email: 'email',
  notas: 'off',
  taxId: 'off',
};

function Field({
  name,
  register,
  keepsTyped,
  errors,
  required,
  filled,
  hint,
  label,
}: {
  name: keyof Values;
  register: UseFormRegister<Values>;
  /**
   * While the page hydrates: the text already in the server's field (typed, or autofilled, before
   * the app ran) stays in it when the form registers the field, which would otherwise blank it.
   */
  keepsTyped: () => boolean;
  errors: FieldErrors<Values>;
  required: boolean;
  /** Whether the field holds text: a value set by the prefill (no input event) leaves MUI's label over it otherwise. */
  filled: boolean;
  /** The helper text when there is no error. */
  hint?: string;
  /** The label, when not the field's usual one. */
  label?: string;
}) {
  const { t } = useTranslation('checkout');
  const error = errors[name]?.message;
  const { ref: registerRef, ...field } = register(name);
  return (
    <TextField
      {...field}
      ref={(root: HTMLDivElement | null) => {
        const input = keepsTyped() ? textInput(root) : null;
        const typed = input?.value;
        registerRef(root);
        if (input && typed) input.value = typed;
      }}
      label={label ?? t(`fields.${name}`)}
      required={required}
      error={Boolean(error)}
      helperText={
        fieldErrorText(t, error) ??
        hint ??
        (name === 'notas' ? t('fields.notesHelp') : name === 'taxId' ? t('fields.taxIdHelp') : ' ')
      }
      autoComplete={AUTOCOMPLETE[name]}
      type={name === 'email' ? 'email' : name === 'telefono' ? 'tel' : 'text'}
      inputMode={name === 'taxId' ? 'numeric' : undefined}
      multiline={name === 'notas'}
      minRows={name === 'notas' ? 2 : undefined}
      fullWidth
      slotProps={{
        htmlInput: { maxLength: name === 'notas' ? NOTES_MAX : 200 },
        inputLabel: filled ? { shrink: true } : undefined,
      }}
    />
  );
}

/** Live form values and the validated (trimmed) customer when complete. */
export interface CustomerState {
  values: Partial<CheckoutCustomerInput>;
  customer: CheckoutCustomer | null;
  /** "Guardar estos datos para la próxima" (ticked by default): the order keeps them as the profile. */
  saveDetails: boolean;
  /** A guest's "Avisame si me olvido algo" (unticked by default; decision 0031): one reminder of the cart to the e-mail. */
  remindMe: boolean;
}

/** What checkout can ask of the form. */
export interface CustomerFormHandle {
  /** Opens the form, shows every field's error and moves the focus to the first wrong field. */
  reveal: () => void;
}

/**
 * Accordion "Mis Datos Personales" of /checkout: first name, last name,
 * address, phone, email (required, non-blank after trimming) and optional address notes. Starts
 * collapsed when the saved data is complete, otherwise expanded; on narrow screens it collapses
 * when the shopper leaves a field with everything filled. Values persist for the tab's session.
 * `prefill` (the signed-in customer's profile) fills the fields still blank, once,
 * when it arrives, and collapses the accordion if that completes the form.
 * The address is asked for a delivery only (`deliveryKind`): for a pickup, or before the shopper
 * has chosen, it is optional and unchecked; for a delivery it must be a street and number.
 */
export const CustomerForm = forwardRef<
  CustomerFormHandle,
  {
    onChange: (state: CustomerState) => void;
    prefill?: Partial<CheckoutCustomerInput> | null;
    /** The chosen delivery or pickup, null until chosen. */
    deliveryKind?: DeliveryKind | null;
    /** The order's total so far (ARS whole pesos): from ARCA's threshold on the DNI or CUIT is required. */
    totalArs?: number;
    /** Signed in: offers "Guardar estos datos para la próxima" (a web order keeps them as the profile). */
    canSaveDetails?: boolean;
    /** A guest (signed out): offers "Avisame si me olvido algo", unticked (decision 0031). */
    canRemind?: boolean;
  }
>(function CustomerForm(
  { onChange, prefill, deliveryKind = null, totalArs = 0, canSaveDetails = false, canRemind = false },
  ref,
) {
  const { t } = useTranslation('checkout');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  // The tab's saved details: at once when the browser renders the page, after hydration when the
  // server rendered it (it cannot read them; docs/decisions/0041-checkout-rendered-by-the-server.md).
  const hydrated = useHydrated();
  const [initial] = useState(() => (hydrated ? readSavedCustomer() : EMPTY_CUSTOMER));
  // Until hydrated, the server's fields may already hold text the shopper typed: it is adopted.
  const adopting = useRef(!hydrated);
  const keepsTyped = useCallback(() => adopting.current, []);
  const formRef = useRef<HTMLFormElement>(null);
  // The accordion's state counts the address until pickup is chosen: a shopper who will have it
  // delivered should not find the form closed without one.
  const [expanded, setExpanded] = useState(
    () => !isCheckoutComplete(initial, deliveryKind ?? 'delivery', totalArs),
  );
  // The resolver reads the current kind: choosing pickup stops asking for the address at once.
  const kindRef = useRef(deliveryKind);
  kindRef.current = deliveryKind;
  // The same for the total: a cart that reaches ARCA's threshold asks for the DNI or CUIT at once.
  const totalRef = useRef(totalArs);
  totalRef.current = totalArs;
  const taxIdRequired = needsTaxId(totalArs);
  const [resolver] = useState(() => {
    const byKind: Resolver<Values> = (values, context, options) =>
      (
        zodResolver(
          checkoutCustomerSchemaFor(kindRef.current, totalRef.current),
        ) as unknown as Resolver<Values>
      )(values, context, options);
    return byKind;
  });
  const {
    register,
    control,
    getValues,
    setValue,
    trigger,
    setFocus,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<Values>({ defaultValues: initial, resolver, mode: 'onTouched' });
  const addressChecked = Boolean(touchedFields.direccion) || isSubmitted;
  useEffect(() => {
    // A change between delivery and pickup changes what the address must be: check it again if it was shown.
    if (addressChecked) void trigger('direccion');
  }, [deliveryKind, addressChecked, trigger]);
  useImperativeHandle(
    ref,
    () => ({
      reveal: () => {
        setExpanded(true);
        void trigger().then(() => {
          const schema = checkoutCustomerSchemaFor(kindRef.current, totalRef.current);
          const wrong = [...REQUIRED, 'taxId' as const].find(
            (name) => !schema.shape[name].safeParse(getValues(name)).success,
          );
          // After the accordion has opened, so the field can take the focus and be scrolled to.
          window.setTimeout(() => {
            if (!wrong) return;
            setFocus(wrong);
            document
              .querySelector(`[name="${wrong}"]`)
              ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
          }, 0);
        });
      },
    }),
    [trigger, getValues, setFocus],
  );
  const prefilled = useRef(false);
  // Once the shopper has opened or closed the accordion, a late prefill must not move it under their finger.
  const toggledByShopper = useRef(false);
  useEffect(() => {
    if (!hydrated || !adopting.current) return;
    adopting.current = false;
    // Hydrated: each field takes what is in it (typed or autofilled before the app ran), else what
    // the tab saved; the accordion then opens or closes as it would have with them at first.
    const saved = readSavedCustomer();
    const form = formRef.current;
    const adopted = { ...saved };
    for (const name of FIELDS) {
      const typed = form?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)?.value;
      adopted[name] = typed ? typed.slice(0, name === 'notas' ? NOTES_MAX : 200) : saved[name];
      if (adopted[name] !== getValues(name)) setValue(name, adopted[name]);
    }
    if (!toggledByShopper.current)
      setExpanded(!isCheckoutComplete(adopted, kindRef.current ?? 'delivery', totalRef.current));
  }, [hydrated, getValues, setValue]);
  useEffect(() => {
    if (!prefill || prefilled.current) return;
    prefilled.current = true;
    const updates = Object.entries(fillEmptyFields(getValues(), prefill)) as [keyof Values, string][];
    for (const [name, value] of updates) setValue(name, value, { shouldDirty: true });
    if (
      updates.length > 0 &&
      isCheckoutComplete(getValues(), kindRef.current ?? 'delivery', totalRef.current) &&
      !toggledByShopper.current
    )
      setExpanded(false);
  }, [prefill, getValues, setValue]);
  const [saveDetails, setSaveDetails] = useState(true);
  const [remindMe, setRemindMe] = useState(false);
  const values = useWatch({ control });
  // useWatch gives a fresh object on every change; compare by content to report real changes only.
  const valuesKey = JSON.stringify(values);
  useEffect(() => {
    const current = JSON.parse(valuesKey) as Partial<Values>;
    // Not before the saved details are read back after hydration: the form's blank start would overwrite them.
    if (!adopting.current) saveCustomer(current);
    const parsed = checkoutCustomerSchemaFor(deliveryKind, totalArs).safeParse(current);
    onChange({
      values: current,
      customer: parsed.success ? parsed.data : null,
      saveDetails,
      remindMe: canRemind && remindMe,
    });
  }, [valuesKey, onChange, deliveryKind, totalArs, saveDetails, canRemind, remindMe]);
  const complete = isCheckoutComplete(values, deliveryKind ?? 'delivery', totalArs);
  const summary = complete
    ? [`${values.nombre ?? ''} ${values.apellido ?? ''}`.trim(), values.direccion?.trim()]
        .filter(Boolean)
        .join(' · ')
    : t('form.incomplete');

  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => {
        toggledByShopper.current = true;
        setExpanded(open);
      }}
      variant="outlined"
      disableGutters
      // The summary button sits inside this heading: h2 under the page's h1.
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="checkout-customer-panel"
        id="checkout-customer-header"
      >
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <Typography
            component="span"
            sx={{ fontSize: '1.2rem', fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1 }}
          >
            {complete && <CheckCircleIcon color="success" fontSize="small" aria-hidden />}
            {t('form.title')}
          </Typography>
          {!expanded && (
            <Typography component="span" variant="body2" color="text.secondary">
              {summary}
            </Typography>
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails id="checkout-customer-panel">
        <Box
          component="form"
          ref={formRef}
          noValidate
          aria-labelledby="checkout-customer-header"
          onSubmit={(event) => event.preventDefault()}
          onBlur={(event) => {
            // Collapse on phones once everything is filled and the shopper leaves the form's fields.
            const next = event.relatedTarget as Node | null;
            if (
              narrow &&
              isCheckoutComplete(getValues(), kindRef.current ?? 'delivery', totalRef.current) &&
              !(next && event.currentTarget.contains(next))
            )
              setExpanded(false);
          }}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', mb: 1 }}>
            {t('form.requiredHint')}
          </Typography>
          {REQUIRED.map((name) => (
            <Field
              key={name}
              name={name}
              register={register}
              keepsTyped={keepsTyped}
              errors={errors}
              required={name !== 'direccion' || deliveryKind === 'delivery'}
              filled={Boolean(values[name])}
              hint={
                name === 'direccion' && deliveryKind !== 'delivery'
                  ? t(deliveryKind === 'pickup' ? 'fields.addressPickup' : 'fields.addressWhen')
                  : undefined
              }
            />
          ))}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Field
              name="notas"
              register={register}
              keepsTyped={keepsTyped}
              errors={errors}
              required={false}
              filled={Boolean(values.notas)}
            />
          </Box>
          <Field
            name="taxId"
            register={register}
            keepsTyped={keepsTyped}
            errors={errors}
            required={taxIdRequired}
            filled={Boolean(values.taxId)}
            label={taxIdRequired ? t('fields.taxIdNeeded') : undefined}
            hint={taxIdRequired ? t('fields.taxIdNeededHelp') : undefined}
          />
          {canSaveDetails && (
            <FormControlLabel
              sx={{ gridColumn: '1 / -1' }}
              control={
                <Checkbox checked={saveDetails} onChange={(event) => setSaveDetails(event.target.checked)} />
              }
              label={t('form.saveDetails')}
            />
          )}
          {canRemind && (
            <FormControlLabel
              sx={{ gridColumn: '1 / -1', alignItems: 'flex-start' }}
              control={
                <Checkbox
                  checked={remindMe}
                  onChange={(event) => setRemindMe(event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': 'remind-me-hint' } }}
                />
              }
              label={
                <Box sx={{ pt: 1 }}>
                  <Typography component="span">{t('form.remindMe')}</Typography>
                  <Typography id="remind-me-hint" variant="body2" color="text.secondary">
                    {t('form.remindMeHint')}
                  </Typography>
                </Box>
              }
            />
          )}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
});
