import type { ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from './dialog.tsx';
import s from './confirm-dialog.module.css';
import ui from './ui.module.css';

const TEXT_ID = 'confirm-dialog-text';

/**
 * A yes/no confirmation (cancelling an order, changing a role; the shopper's and the owner's):
 * the static Dialog (no MUI, decision 0030) with "keep" focused and "confirm" contained, red when
 * `danger`. Escape or a tap on the backdrop closes it.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onClose,
  danger,
  children,
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Fields shown under the text (e.g. the amount of a refund). */
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-describedby={TEXT_ID}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={TEXT_ID}>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <button
          type="button"
          className={`${ui.base} ${ui.button} ${ui.medium} ${ui.text}`}
          onClick={onClose}
          data-autofocus
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={`${ui.base} ${ui.button} ${ui.medium} ${ui.contained} ${danger ? s.danger : ''}`}
          onClick={onConfirm}
          disabled={busy}
        >
          {confirmLabel}
        </button>
      </DialogActions>
    </Dialog>
  );
}
