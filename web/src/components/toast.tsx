import { useCallback, useEffect, useRef } from 'react';
import { ErrorOutlineIcon, ReportProblemOutlinedIcon } from './icons.tsx';
import { InfoOutlinedIcon, SuccessOutlinedIcon } from './page-icons.tsx';
import { Snackbar } from './snackbar.tsx';

/** What a toast says; `severity` picks colour and role (errors are alerts, the rest status). */
export interface ToastMessage {
  severity: 'success' | 'error' | 'warning' | 'info';
  text: string;
}

export interface ToastProps {
  /** The message; null keeps the toast closed. */
  message: ToastMessage | null;
  open: boolean;
  onClose: () => void;
  /** Milliseconds before it hides itself (TIMINGS.snackbarMs or TIMINGS.profileToastMs). */
  autoHideMs: number;
  /** Accessible name of the close button, in the page's language. */
  closeText: string;
}

const ICONS = {
  success: SuccessOutlinedIcon,
  info: InfoOutlinedIcon,
  warning: ReportProblemOutlinedIcon,
  error: ErrorOutlineIcon,
} as const;

/**
 * The shop's toast: a filled alert at the top right (TIMINGS: snackbars 3 s, the profile toast
 * 6 s), drawn with static CSS (components/snackbar.tsx, decision 0030) so the shopper's pages
 * need no MUI for it; the back office shows the same one. A click elsewhere does not close it, so
 * a shopper has time to read it; the close button, Escape and the timer do.
 */
export function Toast({ message, open, onClose, autoHideMs, closeText }: ToastProps) {
  // Callers pass a new onClose on every render (typing in a form): the timer must not restart.
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });
  const close = useCallback(() => latest.current(), []);
  if (!message) return null;
  const Icon = ICONS[message.severity];
  return (
    <Snackbar
      open={open}
      onClose={close}
      autoHideMs={autoHideMs}
      severity={message.severity}
      icon={<Icon width="1em" height="1em" />}
      variant="filled"
      role={message.severity === 'error' ? 'alert' : 'status'}
      closeText={closeText}
    >
      {message.text}
    </Snackbar>
  );
}
