// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Dialog, DialogActions, DialogContent, DialogTitle } from './dialog.tsx';

afterEach(cleanup);

function View({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>Cancelar pedido</DialogTitle>
      <DialogContent>Texto</DialogContent>
      <DialogActions>
        <button type="button" data-autofocus>
          Volver
        </button>
      </DialogActions>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('is named by its title, focuses the marked control and locks the scroll while open', () => {
    const { rerender } = render(<View open onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Cancelar pedido' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Volver' }));
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<View open={false} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('asks to close on Escape (cancel) and on a tap on the backdrop, not inside the paper', () => {
    const onClose = vi.fn();
    render(<View open onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(screen.getByText('Texto'));
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
