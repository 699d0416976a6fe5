/**
 * A labelled group of radios drawn like MUI's FormControl + FormLabel + RadioGroup with
 * FormControlLabel'd medium Radios (radio-group.module.css, decision 0030), so a form page needs
 * no MUI. The radios are native inputs lying invisible over MUI's ring and dot: their own state
 * (checked, disabled, keyboard focus) draws them, right before hydration too, and the browser's
 * arrow keys move through the group. `Radio` alone serves radios laid out otherwise (checkout's
 * option cards).
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import { icon } from './icons.tsx';
import s from './radio-group.module.css';

/** MUI Radio's own icons: the ring, and the dot drawn over it when chosen. */
const RadioButtonUncheckedIcon = icon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
);
const RadioButtonCheckedIcon = icon(
  'M8.465 8.465C9.37 7.56 10.62 7 12 7C14.76 7 17 9.24 17 12C17 13.38 16.44 14.63 15.535 15.535C14.63 16.44 13.38 17 12 17C9.24 17 7 14.76 7 12C7 10.62 7.56 9.37 8.465 8.465Z',
);

type RadioInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className' | 'value' | 'checked'>;

export interface RadioGroupProps {
  /** The group's name, shown above it (FormLabel) and naming its radiogroup. */
  label: ReactNode;
  /**
   * The choices: each radio's value, its visible name, and `disabled` for a choice not offered
   * now (checkout's window the chosen day does not have).
   */
  options: readonly { value: string; label: ReactNode; disabled?: boolean }[];
  /** Side by side, wrapping (MUI's `row`), instead of one under another. */
  row?: boolean;
  /**
   * A `<fieldset>` whose `<legend>` is the label (MUI's FormControl component="fieldset" with a
   * legend FormLabel): a `group` named by the legend, the radiogroup inside it unnamed. For a group
   * that is one part of a larger fieldset (checkout's window beside its day).
   */
  legend?: boolean;
  /** The label at 0.9rem, smaller than the fields' 1rem (checkout's window under its section's title). */
  smallLabel?: boolean;
  /** The label in the error colour. */
  error?: boolean;
  /** The chosen value, for a controlled group (with `onChange`); leave out with react-hook-form's `register`. */
  value?: string;
  /** Called with the value of the radio chosen. */
  onChange?: (value: string) => void;
  /**
   * Given to every radio: `name` (one is made when missing), or react-hook-form's `register(...)`
   * spread, whose `ref` and `onChange` then track the group.
   */
  inputProps?: RadioInputProps;
  /** Class of the group's outer element (its place in a layout). */
  className?: string;
}

/**
 * The group: a label (its id names the `radiogroup`; with `legend`, the fieldset's legend), then one
 * labelled radio per option. Controlled through `value`/`onChange`, or by what `inputProps` carries.
 */
export function RadioGroup({
  label,
  options,
  row,
  legend,
  smallLabel,
  error,
  value,
  onChange,
  inputProps,
  className,
}: RadioGroupProps) {
  const id = useId();
  const name = inputProps?.name ?? id;
  const Control = legend ? 'fieldset' : 'div';
  const Label = legend ? 'legend' : 'div';
  return (
    <Control className={[s.control, error && s.error, className].filter(Boolean).join(' ')}>
      <Label
        id={legend ? undefined : `${id}-label`}
        className={smallLabel ? `${s.label} ${s.small}` : s.label}
      >
        {label}
      </Label>
      <div
        role="radiogroup"
        aria-labelledby={legend ? undefined : `${id}-label`}
        className={row ? `${s.group} ${s.row}` : s.group}
      >
        {options.map((option) => (
          <label key={option.value} className={s.option}>
            <Radio
              {...inputProps}
              name={name}
              value={option.value}
              checked={value === undefined ? undefined : value === option.value}
              disabled={option.disabled || inputProps?.disabled}
              onChange={(event) => {
                inputProps?.onChange?.(event);
                onChange?.(option.value);
              }}
            />
            <span className={s.optionLabel}>{option.label}</span>
          </label>
        ))}
      </div>
    </Control>
  );
}

/** One radio drawn as MUI's medium Radio: the native input over the ring and the dot. */
export function Radio(props: Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'>) {
  return (
    <span className={s.radio}>
      <input type="radio" {...props} />
      <span className={s.icons}>
        <RadioButtonUncheckedIcon />
        <RadioButtonCheckedIcon />
      </span>
    </span>
  );
}
