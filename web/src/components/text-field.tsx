/**
 * The storefront's text field: a labelled input or textarea drawn like MUI's outlined TextField
 * (text-field.module.css, decision 0030), so a form page needs no MUI. The label is a real
 * `<label for>`; the helper or error text is the control's description (aria-describedby) and
 * `error` sets aria-invalid.
 */
import type { ComponentPropsWithRef, FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { ArrowDropDownIcon } from './icons.tsx';
import s from './text-field.module.css';

interface FieldProps {
  /** The field's name, shown in the outline and shrunk into its notch once focused or filled. */
  label: string;
  /** Text below the field: a hint, or the error when `error` is set. ' ' keeps its line empty. */
  helperText?: ReactNode;
  /** Draws the field in the error colour and marks the control aria-invalid. */
  error?: boolean;
  /** 'small' is MUI's dense size (40 px high instead of 56). */
  size?: 'medium' | 'small';
  /** As wide as its container. */
  fullWidth?: boolean;
  /** Keeps the label in the notch even when empty (e.g. a date field that always shows a mask). */
  shrink?: boolean;
  /** Class of the field's outer element (its width, its place in a grid). */
  className?: string;
  /** Drawn inside the outline at the control's end (MUI's end InputAdornment): an icon, a spinner. */
  endAdornment?: ReactNode;
  /** The helper text is a polite live region (role=status): it answers what the shopper typed. */
  helperLive?: boolean;
}

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'size' | 'className' | 'children'> & {
  multiline?: false;
  select?: false;
};
type TextareaProps = Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'children' | 'rows'> & {
  /** A textarea growing with its text, as wide as its container. */
  multiline: true;
  select?: false;
  /** Its height when empty, in lines (4 by default). */
  minRows?: number;
};

type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'size' | 'className' | 'multiple'> & {
  /**
   * A native select drawn as MUI's outlined select TextField (its arrow at the end): the browser's
   * own list, keyboard and phone picker. Its label shrinks while focused or given `shrink` (say,
   * when a value is chosen: a select has no placeholder to tell).
   */
  select: true;
  multiline?: false;
  children: ReactNode;
};

export type TextFieldProps = FieldProps & (InputProps | TextareaProps | SelectProps);

const LINE_HEIGHT_EM = 1.4375;

// Browsers without `field-sizing` (Firefox, older Safari) grow the textarea by script as it is typed.
const sizesByCss = typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content');
const fitHeight = (event: FormEvent<HTMLTextAreaElement>) => {
  const area = event.currentTarget;
  area.style.height = 'auto';
  area.style.height = `${area.scrollHeight}px`;
};

/**
 * An outlined text field with `label`; every other prop goes to the control (name, value and
 * onChange, or react-hook-form's `register(...)` spread, whose `ref` reaches the control). The
 * control gets a placeholder of one space when it has none: `:placeholder-shown` is how the CSS
 * knows it is empty.
 */
export function TextField(props: TextFieldProps) {
  const {
    label,
    helperText,
    error = false,
    size = 'medium',
    fullWidth,
    shrink,
    className,
    endAdornment,
    helperLive,
    ...control
  } = props;
  const generatedId = useId();
  const id = control.id ?? generatedId;
  const helperId = helperText != null ? `${id}-helper-text` : undefined;
  const describedBy = [control['aria-describedby'], helperId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    className: s.input,
    'aria-invalid': error,
    'aria-describedby': describedBy,
  };
  const placeholder = control.select ? undefined : (control.placeholder ?? ' ');

  const classes = [
    s.field,
    size === 'small' && s.small,
    fullWidth && s.fullWidth,
    control.multiline && s.multiline,
    control.select && s.select,
    endAdornment != null && s.adorned,
    error && s.error,
    className,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-shrink={shrink ? '' : undefined}>
      {/* The required mark is a thin space and "*" as two text nodes, as MUI writes them: shaped as
          one run, the star lands a fraction of a pixel elsewhere and is drawn differently. */}
      <label className={s.label} htmlFor={id} id={`${id}-label`}>
        {label}
        {control.required && (
          <span aria-hidden="true" className={s.asterisk}>
            {'\u2009'}
            {'*'}
          </span>
        )}
      </label>
      <div className={s.root}>
        {control.select ? (
          <Select {...control} {...shared} />
        ) : control.multiline ? (
          <Textarea {...control} {...shared} placeholder={placeholder} />
        ) : (
          <Input {...control} {...shared} placeholder={placeholder} />
        )}
        {control.select && <ArrowDropDownIcon className={s.selectIcon} />}
        {endAdornment != null && <div className={s.adornment}>{endAdornment}</div>}
        <fieldset aria-hidden="true" className={s.outline}>
          <legend>
            <span>
              {label}
              {control.required && '\u2009'}
              {control.required && '*'}
            </span>
          </legend>
        </fieldset>
      </div>
      {helperText != null && (
        <p
          id={helperId}
          className={s.helper}
          role={helperLive ? 'status' : undefined}
          aria-live={helperLive ? 'polite' : undefined}
        >
          {helperText === ' ' ? <span aria-hidden="true">{'\u200b'}</span> : helperText}
        </p>
      )}
    </div>
  );
}

/** The one-line control. */
function Input({ multiline: _multiline, select: _select, ...props }: InputProps & { className: string }) {
  return <input {...props} />;
}

/** The native select. */
function Select({ multiline: _multiline, select: _select, ...props }: SelectProps & { className: string }) {
  return <select {...props} />;
}

/** The multiline control: at least `minRows` lines high, growing with its text. */
function Textarea({
  multiline: _multiline,
  select: _select,
  minRows = 4,
  style,
  onInput,
  ...props
}: TextareaProps & { className: string }) {
  return (
    <textarea
      {...props}
      rows={minRows}
      style={{ minHeight: `${minRows * LINE_HEIGHT_EM}em`, ...style }}
      onInput={
        sizesByCss
          ? onInput
          : (event) => {
              fitHeight(event);
              onInput?.(event);
            }
      }
    />
  );
}
