import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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
import { TextField } from '../../../components/text-field.tsx';
import {
  CheckBoxIcon,
  CheckBoxOutlineBlankIcon,
  CheckCircleIcon,
  ExpandMoreIcon,
} from './checkout-icons.tsx';
import s from './customer-form.module.css';

type Values = Required<CheckoutCustomerInput>;
const REQUIRED = ['nombre', 'apellido', 'direccion', 'telefono', 'email'] as const;
const FIELDS = [...REQUIRED, 'notas', 'taxId'] as const;

/** Below the theme's md breakpoint (900 px): where the form folds once left complete. */
const NARROW = '(max-width: 899.95px)';
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
  hint,
  label,
  className,
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
  /** The helper text when there is no error. */
  hint?: string;
  /** The label, when not the field's usual one. */
  label?: string;
  /** Its place in the form's grid. */
  className?: string;
}) {
  const { t } = useTranslation('checkout');
  const error = errors[name]?.message;
  const { ref: registerRef, ...field } = register(name);
  const shared = {
    ...field,
    ref: (control: HTMLInputElement | HTMLTextAreaElement | null) => {
      const typed = keepsTyped() ? control?.value : undefined;
      registerRef(control);
      if (control && typed) control.value = typed;
    },
    label: label ?? t(`fields.${name}`),
    required,
    error: Boolean(error),
    helperText:
      fieldErrorText(t, error) ??
      hint ??
      (name === 'notas' ? t('fields.notesHelp') : name === 'taxId' ? t('fields.taxIdHelp') : ' '),
    autoComplete: AUTOCOMPLETE[name],
    fullWidth: true,
    className,
  };
  return name === 'notas' ? (
    <TextField {...shared} multiline minRows={2} maxLength={NOTES_MAX} />
  ) : (
    <TextField
      {...shared}
      type={name === 'email' ? 'email' : name === 'telefono' ? 'tel' : 'text'}
      inputMode={name === 'taxId' ? 'numeric' : undefined}
      maxLength={200}
    />
  );
}

/** A labelled medium checkbox (MUI's FormControlLabel with a Checkbox); `children` is its label. */
function Check({
  checked,
  onChange,
  describedBy,
  top,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy?: string;
  /** The box at the label's first line (a label of several lines). */
  top?: boolean;
  children: ReactNode;
}) {
  return (
    <label className={top ? `${s.check} ${s.checkTop}` : s.check}>
      <span className={s.checkBox}>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={describedBy}
        />
        <CheckBoxOutlineBlankIcon className={s.off} />
        <CheckBoxIcon className={s.on} />
      </span>
      <span className={s.checkLabel}>{children}</span>
    </label>
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
    <div className={s.accordion}>
      {/* The summary button sits inside this heading: h2 under the page's h1. */}
      <h2 className={s.heading}>
        <button
          type="button"
          className={s.summary}
          aria-expanded={expanded}
          aria-controls="checkout-customer-panel"
          id="checkout-customer-header"
          onClick={() => {
            toggledByShopper.current = true;
            setExpanded(!expanded);
          }}
        >
          <span className={s.summaryContent}>
            <span className={s.title}>
              {complete && <CheckCircleIcon className={s.done} />}
              {t('form.title')}
            </span>
            {!expanded && <span className={s.summaryLine}>{summary}</span>}
          </span>
          <span className={s.expandIcon}>
            <ExpandMoreIcon />
          </span>
        </button>
      </h2>
      <div className={s.collapse} data-folded={expanded ? undefined : ''}>
        <div
          className={s.region}
          role="region"
          id="checkout-customer-panel"
          aria-labelledby="checkout-customer-header"
        >
          <form
            ref={formRef}
            className={s.form}
            noValidate
            aria-labelledby="checkout-customer-header"
            onSubmit={(event) => event.preventDefault()}
            onBlur={(event) => {
              // Collapse on phones once everything is filled and the shopper leaves the form's fields.
              const next = event.relatedTarget as Node | null;
              if (
                window.matchMedia?.(NARROW).matches &&
                isCheckoutComplete(getValues(), kindRef.current ?? 'delivery', totalRef.current) &&
                !(next && event.currentTarget.contains(next))
              )
                setExpanded(false);
            }}
          >
            <p className={s.hint}>{t('form.requiredHint')}</p>
            {REQUIRED.map((name) => (
              <Field
                key={name}
                name={name}
                register={register}
                keepsTyped={keepsTyped}
                errors={errors}
                required={name !== 'direccion' || deliveryKind === 'delivery'}
                hint={
                  name === 'direccion' && deliveryKind !== 'delivery'
                    ? t(deliveryKind === 'pickup' ? 'fields.addressPickup' : 'fields.addressWhen')
                    : undefined
                }
              />
            ))}
            <Field
              name="notas"
              register={register}
              keepsTyped={keepsTyped}
              errors={errors}
              required={false}
              className={s.wide}
            />
            <Field
              name="taxId"
              register={register}
              keepsTyped={keepsTyped}
              errors={errors}
              required={taxIdRequired}
              label={taxIdRequired ? t('fields.taxIdNeeded') : undefined}
              hint={taxIdRequired ? t('fields.taxIdNeededHelp') : undefined}
            />
            {canSaveDetails && (
              <Check checked={saveDetails} onChange={setSaveDetails}>
                {t('form.saveDetails')}
              </Check>
            )}
            {canRemind && (
              <Check checked={remindMe} onChange={setRemindMe} describedBy="remind-me-hint" top>
                <span className={s.checkText}>
                  <span>{t('form.remindMe')}</span>
                  <span id="remind-me-hint" className={s.checkHint}>
                    {t('form.remindMeHint')}
                  </span>
                </span>
              </Check>
            )}
          </form>
        </div>
      </div>
    </div>
  );
});
