import type { ComponentPropsWithRef } from 'react';
import { RadioButtonCheckedIcon, RadioButtonUncheckedIcon } from './checkout-icons.tsx';
import s from './pickers.module.css';

/**
 * A native radio drawn as MUI's medium Radio (pickers.module.css): the input lies invisible over
 * the ring and the dot, and its own state (checked, disabled, keyboard focus) draws them, so the
 * radio is right before hydration and the browser's arrow keys move through its group.
 */
export function Radio(props: Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'>) {
  return (
    <span className={s.radio}>
      <input type="radio" {...props} />
      <span className={s.radioIcons}>
        <RadioButtonUncheckedIcon />
        <RadioButtonCheckedIcon />
      </span>
    </span>
  );
}
