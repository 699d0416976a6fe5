import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisibilityIcon, VisibilityOffIcon } from './icons.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';
import s from './password-field.module.css';
import ui from './ui.module.css';

/** The one-line variant of the static TextField's props (not a textarea or a select). */
type InputFieldProps = Extract<TextFieldProps, { multiline?: false; select?: false }>;

export type PasswordFieldProps = Omit<InputFieldProps, 'type' | 'endAdornment'> & {
  toggleLabels?: { show: string; hide: string };
};

/**
 * A password-like text field with a show/hide button (sign-up, sign-in, reset, password change,
 * the access key). The button says what it will do ("Mostrar contraseña") and reports its state
 * with aria-pressed; `toggleLabels` replace those texts where another secret is typed. Drawn with
 * static CSS (components/text-field.tsx, decision 0030), so it needs no MUI, and it looks the same
 * inside an MUI form.
 */
export function PasswordField({ toggleLabels, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const label = visible
    ? (toggleLabels?.hide ?? t('password.hide'))
    : (toggleLabels?.show ?? t('password.show'));
  const Icon = visible ? VisibilityOffIcon : VisibilityIcon;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className={`${ui.base} ${ui.iconButton} ${ui.actionColor} ${s.toggle}`}
          aria-label={label}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon width="1em" height="1em" />
        </button>
      }
    />
  );
}
