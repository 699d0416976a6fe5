import { OTP_LENGTH } from '@shop/domain';
import { REQUIRED_NO_MARK } from '../../../components/form-page.tsx';
import { TextField, type TextFieldProps } from '../../../components/text-field.tsx';

type InputFieldProps = Extract<TextFieldProps, { multiline?: false; select?: false }>;

/**
 * The mailed one-time code (required): digits only, offered by the phone's keyboard and autofill.
 * Static CSS (components/text-field.tsx, decision 0030).
 */
export function OtpField(props: InputFieldProps) {
  return (
    <TextField
      autoComplete="one-time-code"
      {...REQUIRED_NO_MARK}
      {...props}
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={OTP_LENGTH}
    />
  );
}
