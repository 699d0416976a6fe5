import { TextField, type TextFieldProps } from '@mui/material';
import { OTP_LENGTH } from '@shop/domain';
import { NO_REQUIRED_MARK } from '../../../components/form-page.tsx';

/** The mailed one-time code (required): digits only, offered by the phone's keyboard and autofill. */
export function OtpField(props: TextFieldProps) {
  return (
    <TextField
      autoComplete="one-time-code"
      required
      {...props}
      slotProps={{
        htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: OTP_LENGTH },
        inputLabel: NO_REQUIRED_MARK,
      }}
    />
  );
}
