/**
 * A short-lived notice at the top right of the page, drawn with static CSS (snackbar.module.css,
 * decision 0030) like MUI's Snackbar holding a standard Alert, for pages without MUI. It hides
 * itself after `autoHideMs`; its close button and the Escape key close it sooner. A click
 * elsewhere does not, so a shopper has time to read it.
 */
import { useEffect, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import { Notice } from './feedback.tsx';
import ui from './ui.module.css';
import s from './snackbar.module.css';

export interface SnackbarProps {
  /** Shown while true. */
  open: boolean;
  /** Called when the timer ends, on the close button and on Escape. */
  onClose: () => void;
  /** Milliseconds before it hides itself (e.g. TIMINGS.snackbarMs). */
  autoHideMs: number;
  severity: 'success' | 'info' | 'warning' | 'error';
  /** The icon of a success or info notice (page-icons.tsx). */
  icon?: ReactNode;
  /** Accessible name of the close button, in the page's language. */
  closeText: string;
  /** 'filled' (white on the severity's colour) or 'standard' (the default). */
  variant?: 'standard' | 'filled';
  /** Shown at its end in place of the close button (e.g. a link onward), as MUI's Alert does. */
  action?: ReactNode;
  /** The notice's role (default: alert). */
  role?: 'alert' | 'status';
  /** Added to the notice's classes (e.g. its alignment). */
  className?: string;
  children: ReactNode;
}

export function Snackbar({
  open,
  onClose,
  autoHideMs,
  severity,
  icon,
  closeText,
  variant = 'standard',
  action,
  role = 'alert',
  className,
  children,
}: SnackbarProps) {
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onClose, autoHideMs);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose, autoHideMs]);

  if (!open) return null;
  return (
    <div className={s.snackbar}>
      <Notice
        severity={severity}
        icon={icon}
        role={role}
        className={`${s.notice} ${variant === 'filled' ? s.filled : ''} ${className ?? ''}`}
        action={
          action ?? (
            <button
              type="button"
              aria-label={closeText}
              title={closeText}
              className={`${ui.base} ${ui.iconButton} ${ui.iconButtonSmall} ${s.close}`}
              onClick={onClose}
            >
              <CloseIcon size={20} />
            </button>
          )
        }
      >
        {children}
      </Notice>
    </div>
  );
}

/** The class of a link or button placed at a notice's end (`action`): MUI's small text Button. */
export const snackbarActionClass = `${ui.base} ${ui.button} ${s.action}`;
