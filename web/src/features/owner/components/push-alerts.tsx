import { useEffect, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useTranslation } from 'react-i18next';
import { AdminSection } from '../../../components/back-office-section.tsx';
import { getPushKey, removeSubscription, saveSubscription } from '../api/push-api.ts';
import { keyBytes, readPushState, type PushState } from '../push-support.ts';
import '../texts.ts';

type Note = { severity: 'success' | 'info' | 'warning' | 'error'; text: string } | null;

/**
 * "Activar avisos": subscribes this device to the new-order and payment alerts through
 * the shop's service worker when one is registered; otherwise, or when notifications are blocked,
 * says how to enable them. E-mail about orders goes on regardless.
 */
export function PushAlerts() {
  const { t } = useTranslation('owner');
  const [state, setState] = useState<PushState | null>(null);
  const [note, setNote] = useState<Note>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    readPushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState({ kind: 'unsupported' }));
    return () => {
      live = false;
    };
  }, []);

  const explain = (s: PushState): Note =>
    s.kind === 'unsupported'
      ? { severity: 'info', text: t('push.unsupported') }
      : s.kind === 'no-worker'
        ? { severity: 'info', text: t('push.noWorker') }
        : s.kind === 'denied'
          ? { severity: 'warning', text: t('push.denied') }
          : null;

  const enable = async () => {
    setBusy(true);
    setNote(null);
    try {
      const current = await readPushState();
      setState(current);
      if (current.kind !== 'ready') return setNote(explain(current));
      if ((await Notification.requestPermission()) !== 'granted') {
        setState({ kind: 'denied' });
        return setNote(explain({ kind: 'denied' }));
      }
      const { publicKey } = await getPushKey();
      const subscription =
        current.subscription ??
        (await current.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      await saveSubscription(subscription.toJSON());
      setState({ ...current, subscription });
      setNote({ severity: 'success', text: t('push.enabledDone') });
    } catch (err) {
      setNote({
        severity: 'error',
        text: t('push.failed', { message: err instanceof Error ? err.message : String(err) }),
      });
    } finally {
      setBusy(false);
    }
  };

  const disable = async () => {
    if (state?.kind !== 'ready' || !state.subscription) return;
    setBusy(true);
    try {
      const endpoint = state.subscription.endpoint;
      await state.subscription.unsubscribe();
      await removeSubscription(endpoint);
      setState({ ...state, subscription: null });
      setNote({ severity: 'info', text: t('push.disabledDone') });
    } catch (err) {
      setNote({
        severity: 'error',
        text: t('push.failed', { message: err instanceof Error ? err.message : String(err) }),
      });
    } finally {
      setBusy(false);
    }
  };

  const subscribed = state?.kind === 'ready' && state.subscription !== null;
  return (
    <AdminSection title={t('push.title')}>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {subscribed ? t('push.enabled') : t('push.intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {subscribed ? (
          <Button variant="outlined" onClick={() => void disable()} disabled={busy}>
            {t('push.disable')}
          </Button>
        ) : (
          <Button
            variant="contained"
            startIcon={<NotificationsActiveIcon />}
            onClick={() => void enable()}
            disabled={busy || state === null}
          >
            {t('push.enable')}
          </Button>
        )}
      </Box>
      {note && (
        <Alert
          severity={note.severity}
          role={note.severity === 'error' ? 'alert' : 'status'}
          sx={{ mt: 1.5 }}
        >
          {note.text}
        </Alert>
      )}
    </AdminSection>
  );
}
