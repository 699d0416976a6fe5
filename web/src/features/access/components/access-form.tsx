import { useState, type FormEvent } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NO_REQUIRED_MARK } from '../../../components/form-page.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { unlockSite } from '../api/unlock.ts';
import '../texts.ts';

/**
 * The access gate's form (SPEC.md sections 2, 5; DESIGN.md difference 5): one key field with a
 * show/hide toggle and "Entrar", disabled while the field is blank. The server checks the key; a
 * wrong one shows "Clave incorrecta"; a right one reloads the site from / (the server now serves
 * every page again, so this is a full page load rather than an in-app navigation).
 */
export function AccessForm() {
  const { t } = useTranslation('access');
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blank = key.trim() === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || busy) return;
    setBusy(true);
    setError(null);
    try {
      await unlockSite({ key });
      window.location.assign('/');
    } catch (err) {
      setError(errorMessage(err, t('error')));
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ display: 'grid', gap: 2 }}>
      <PasswordField
        label={t('key')}
        name="key"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={key}
        onChange={(e) => setKey(e.target.value)}
        toggleLabels={{ show: t('show'), hide: t('hide') }}
        required
        slotProps={{ inputLabel: NO_REQUIRED_MARK }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={blank || busy}>
        {t('submit')}
      </Button>
    </Box>
  );
}
