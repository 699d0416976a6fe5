// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { TIMINGS } from '@shop/domain';
import { renderAt } from '../../../test/render.tsx';
import { MoveAllButton, type MoveAllOutcome } from './move-all-button.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderButton(outcome: MoveAllOutcome, nothingToMove = false) {
  const onMoveAll = vi.fn(() => outcome);
  renderAt(<MoveAllButton nothingToMove={nothingToMove} onMoveAll={onMoveAll} />);
  return { onMoveAll, button: screen.getByRole('button', { name: 'Mover todo al carrito' }) };
}

describe('MoveAllButton', () => {
  it('moves, is disabled after use, and says so after the delay until the snackbar time ends', () => {
    vi.useFakeTimers();
    const { onMoveAll, button } = renderButton('moved');
    fireEvent.click(button);
    expect(onMoveAll).toHaveBeenCalledOnce();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(TIMINGS.moveAllSnackbarDelayMs - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('¡Productos movidos al carrito con éxito!');
    expect(alert.getAttribute('data-severity')).toBe('success');
    act(() => vi.advanceTimersByTime(TIMINGS.snackbarMs));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an information notice when everything was already in the cart, closed by its button', () => {
    vi.useFakeTimers();
    const { button } = renderButton('alreadyInCart');
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(TIMINGS.moveAllSnackbarDelayMs));
    expect(screen.getByRole('alert').getAttribute('data-severity')).toBe('info');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes on Escape', () => {
    vi.useFakeTimers();
    const { button } = renderButton('empty');
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(TIMINGS.moveAllSnackbarDelayMs));
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is disabled when there is nothing to move', () => {
    const { button } = renderButton('empty', true);
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
