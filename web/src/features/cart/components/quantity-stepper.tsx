import { useTranslation } from 'react-i18next';
import { AddIcon, RemoveIcon } from '../../../components/page-icons.tsx';
import ui from '../../../components/ui.module.css';
import s from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  quantity: number;
  /** Product title, for the button labels ("Sumar uno: Pan keto"). */
  title: string;
  onDecrease: () => void;
  onIncrease: () => void;
  decreaseDisabled?: boolean;
  increaseDisabled?: boolean;
  /** MUI IconButton sizes: "medium" 36 px buttons, "small" 30 px (each with a 20 px icon). */
  size?: 'small' | 'medium';
}

/** Minus / quantity / plus control; the quantity is announced when it changes. Static CSS (decision 0025). */
export function QuantityStepper({
  quantity,
  title,
  onDecrease,
  onIncrease,
  decreaseDisabled = false,
  increaseDisabled = false,
  size = 'medium',
}: QuantityStepperProps) {
  const { t } = useTranslation('cart');
  const buttonClass = `${ui.base} ${ui.iconButton} ${size === 'small' ? ui.iconButtonSmall : ''} ${ui.actionColor} ${s.button}`;
  return (
    <div role="group" aria-label={t('quantity.group', { title })} className={s.stepper}>
      <button
        type="button"
        className={buttonClass}
        aria-label={t('quantity.decrease', { title })}
        onClick={onDecrease}
        disabled={decreaseDisabled}
      >
        <RemoveIcon size={20} />
      </button>
      <output aria-live="polite" aria-label={t('quantity.value', { count: quantity })} className={s.value}>
        {quantity}
      </output>
      <button
        type="button"
        className={buttonClass}
        aria-label={t('quantity.increase', { title })}
        onClick={onIncrease}
        disabled={increaseDisabled}
      >
        <AddIcon size={20} />
      </button>
    </div>
  );
}
