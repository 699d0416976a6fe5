import { useId, type ReactNode } from 'react';
import { ArrowDropDownIcon } from '../../../components/icons.tsx';
import s from './catalog.module.css';

export interface SelectFieldProps extends Pick<
  React.SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'value' | 'onChange'
> {
  /** The field's label, drawn in the outline's notch (and the select's accessible name). */
  label: string;
  /** The options. */
  children: ReactNode;
  /** Extra class of the field (e.g. its width). */
  className?: string;
}

/**
 * A native select with its label in the outline's notch, drawn as MUI's small outlined select
 * (static CSS, catalog.module.css; decision 0030): the catalogue filter's fields and /category's
 * category menu. Native, so the keyboard, the phone's picker and screen readers work as the
 * browser makes them, before hydration too.
 */
export function SelectField({ label, children, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className ? `${s.field} ${className}` : s.field}>
      <label className={s.fieldLabel} htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className={s.fieldInput}>
        <select id={id} {...select}>
          {children}
        </select>
        <ArrowDropDownIcon className={s.fieldIcon} />
        <fieldset aria-hidden="true" className={s.outline}>
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
}
