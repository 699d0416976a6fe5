import { forwardRef } from 'react';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';

export type MoneyFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * The back office's field for an amount of pesos: a text field with "$" in
 * front and the phone's number keyboard. What is typed stays text; the form reads it with
 * `parseArsInput` (@shop/domain), which takes "1.000", "1000" and "$ 1.000" as one thousand
 * whole pesos. Takes TextField's props (label, error, helperText, and react-hook-form's register).
 */
export const MoneyField = forwardRef<HTMLDivElement, MoneyFieldProps>(function MoneyField(
  { slotProps, ...props },
  ref,
) {
  return (
    <TextField
      ref={ref}
      {...props}
      slotProps={{
        ...slotProps,
        input: {
          startAdornment: <InputAdornment position="start">$</InputAdornment>,
          ...(slotProps?.input as object),
        },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', ...(slotProps?.htmlInput as object) },
      }}
    />
  );
});
