import { Box, IconButton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslation } from 'react-i18next';

export interface QuantityStepperProps {
  quantity: number;
  /** Product title, for the button labels ("Sumar uno: Pan keto"). */
  title: string;
  onDecrease: () => void;
  onIncrease: () => void;
  decreaseDisabled?: boolean;
  increaseDisabled?: boolean;
  size?: 'small' | 'medium';
}

/** Minus / quantity / plus control; the quantity is announced when it changes. */
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
  return (
    <Box
      role="group"
      aria-label={t('quantity.group', { title })}
      sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 5 }}
    >
      <IconButton size={size} aria-label={t('quantity.decrease', { title })} onClick={onDecrease} disabled={decreaseDisabled}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        aria-label={t('quantity.value', { count: quantity })}
        sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}
      >
        {quantity}
      </Typography>
      <IconButton size={size} aria-label={t('quantity.increase', { title })} onClick={onIncrease} disabled={increaseDisabled}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
