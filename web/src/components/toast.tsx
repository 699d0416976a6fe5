import { Alert, Snackbar } from '@mui/material';

/** What a toast says; `severity` picks colour and role (errors are alerts, the rest status). */
export interface ToastMessage {
  severity: 'success' | 'error' | 'warning' | 'info';
  text: string;
}

export interface ToastProps {
  /** The message; null keeps the toast closed. The last message stays set while it closes. */
  message: ToastMessage | null;
  open: boolean;
  onClose: () => void;
  /** Milliseconds before it hides itself (TIMINGS.snackbarMs or TIMINGS.profileToastMs). */
  autoHideMs: number;
  /** Accessible name of the close button, in the page's language. */
  closeText: string;
}

/**
 * The shop's toast: a filled Alert in a Snackbar at the top right (TIMINGS: snackbars 3 s, the
 * profile toast 6 s). A click elsewhere does not close it, so a shopper has time to read it; the
 * close button and the timer do.
 */
export function Toast({ message, open, onClose, autoHideMs, closeText }: ToastProps) {
  return (
    <Snackbar
      open={open && message !== null}
      autoHideDuration={autoHideMs}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {message ? (
        <Alert
          severity={message.severity}
          variant="filled"
          role={message.severity === 'error' ? 'alert' : 'status'}
          onClose={onClose}
          closeText={closeText}
          sx={{ width: '100%', boxShadow: 3 }}
        >
          {message.text}
        </Alert>
      ) : (
        <span />
      )}
    </Snackbar>
  );
}
