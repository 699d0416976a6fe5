import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Notice } from '../../../components/feedback.tsx';
import { REQUIRED_NO_MARK } from '../../../components/form-page.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import ui from '../../../components/ui.module.css';
import { errorMessage } from '../../../lib/api-client.ts';
import { loadPage } from '../../../lib/load-page.ts';
import { unlockSite } from '../api/unlock.ts';
import '../texts.ts';
import s from './access-form.module.css';

/**
 * Where to go once unlocked: the page the visitor asked for (`?next=`, set by the server's gate),
 * when it is a page of this site; else /. Never another site or /access.
 * `next` is resolved as the browser would resolve it (URL drops tabs and newlines, reads `\\` as
 * `/`), so `/<tab>/evil.example` cannot pass as a path and land on another site.
 */
export function pageAfterUnlock(next: string | null, origin: string = window.location.origin): string {
  if (!next) return '/';
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || url.pathname === '/access' || url.pathname === '/access/') return '/';
  return url.pathname + url.search + url.hash;
}

/**
 * The access gate's form (decision 0006): one key field with a show/hide toggle and "Entrar",
 * disabled while the field is blank. The server checks the key; a wrong one shows "Clave
 * incorrecta" until the key is changed; a right one loads the page the visitor asked for, else /
 * (the server now serves every page again, so this is a full page load rather than an in-app
 * navigation). Static CSS (decision 0030): the gate loads no MUI.
 */
export function AccessForm() {
  const { t } = useTranslation('access');
  const [params] = useSearchParams();
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
      loadPage(pageAfterUnlock(params.get('next')));
    } catch (err) {
      setError(errorMessage(err, t('error')));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className={s.form}>
      <PasswordField
        label={t('key')}
        name="key"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={key}
        onChange={(e) => {
          setKey(e.target.value);
          // A new key is being typed: the old verdict no longer applies.
          setError(null);
        }}
        toggleLabels={{ show: t('show'), hide: t('hide') }}
        {...REQUIRED_NO_MARK}
      />
      {error && <Notice severity="error">{error}</Notice>}
      <button
        type="submit"
        className={`${ui.base} ${ui.button} ${ui.contained} ${ui.large}`}
        disabled={blank || busy}
      >
        {t('submit')}
      </button>
    </form>
  );
}
