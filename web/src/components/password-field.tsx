import { useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';

/**
 * A password-like text field with a show/hide button (sign-up, sign-in, reset, password change,
 * the access key). The button says what it will do ("Mostrar contraseña") and reports its state
 * with aria-pressed; `toggleLabels` replace those texts where another secret is typed.
 */
export function PasswordField({
  toggleLabels,
  ...props
}: TextFieldProps & { toggleLabels?: { show: string; hide: string } }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const label = visible
    ? (toggleLabels?.hide ?? t('password.hide'))
    : (toggleLabels?.show ?? t('password.show'));
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={label}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
