import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REQUIRED_NO_MARK } from '../../../components/form-page.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import '../texts.ts';

export interface UsernameFieldProps {
  /** What react-hook-form's `register('username')` returns. */
  registration: UseFormRegisterReturn<'username'>;
  /** The field's error message (an i18n key such as 'validation.username'), if any. */
  errorMessage?: string;
  /** Help shown while there is no error; ' ' keeps the line's height. */
  hint?: string;
  readOnly?: boolean;
  /** The label; "Usuario" unless given (the sign-in form also takes the e-mail). */
  label?: string;
}

/**
 * The username field of the account forms (sign-up, sign-in, confirmation, reset): labelled
 * "Usuario" (or the given label), no capitalisation or spell check, the browser's username
 * autocomplete, and the translated validation message in place of the hint. Static CSS
 * (components/text-field.tsx, decision 0030).
 */
export function UsernameField({
  registration,
  errorMessage,
  hint = ' ',
  readOnly = false,
  label,
}: UsernameFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label ?? t('fields.username')}
      autoComplete="username"
      {...REQUIRED_NO_MARK}
      autoCapitalize="none"
      spellCheck={false}
      error={Boolean(errorMessage)}
      helperText={fieldErrorText(t, errorMessage) ?? hint}
      readOnly={readOnly}
      {...registration}
    />
  );
}
