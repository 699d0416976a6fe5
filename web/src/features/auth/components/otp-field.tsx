import { TextField, type TextFieldProps } from '@mui/material';
import { OTP_LENGTH } from '@shop/domain';

/** The mailed one-time code: digits only, offered by the phone's keyboard and autofill. */
export function OtpField(props: TextFieldProps) {
  return (
    <TextField
      autoComplete="one-time-code"
      required
      {...props}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: OTP_LENGTH } }}
    />
  );
}
