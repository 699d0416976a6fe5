import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

const TITLE_ID = 'confirm-dialog-title';
const TEXT_ID = 'confirm-dialog-text';

/** A yes/no confirmation (cancelling an order, changing a role; the shopper's and the owner's); Escape or the back button closes it. */
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
    <Dialog open={open} onClose={onClose} aria-labelledby={TITLE_ID} aria-describedby={TEXT_ID}>
      <DialogTitle id={TITLE_ID}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={TEXT_ID}>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color={danger ? 'error' : 'primary'}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
