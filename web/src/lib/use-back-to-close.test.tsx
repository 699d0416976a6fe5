// @vitest-environment jsdom
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { OVERLAY_STATE_KEY, useBackToClose } from './use-back-to-close.ts';

function Overlay() {
  const [open, setOpen] = useState(false);
  const leaveByLink = useBackToClose(open, () => setOpen(false));
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      {open && <button onClick={() => setOpen(false)}>close</button>}
      {open && (
        <button
          onClick={() => {
            leaveByLink();
            window.history.replaceState({ page: 'next' }, '');
            setOpen(false);
          }}
        >
          link
        </button>
      )}
    </>
  );
}

const marker = () => (window.history.state as Record<string, unknown> | null)?.[OVERLAY_STATE_KEY];

describe('useBackToClose (Back closes an overlay first)', () => {
  afterEach(cleanup);

  it('pushes one marked entry when opened; Back closes the overlay', async () => {
    render(<Overlay />, { wrapper: StrictMode });
    const before = window.history.length;
    fireEvent.click(screen.getByText('open'));
    expect(window.history.length).toBe(before + 1);
    expect(marker()).toBeTruthy();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByText('close')).toBeNull());
    expect(marker()).toBeUndefined();
  });

  it('closed by the UI, takes its entry off again', async () => {
    render(<Overlay />, { wrapper: StrictMode });
    fireEvent.click(screen.getByText('open'));
    const opened = marker();
    expect(opened).toBeTruthy();
    fireEvent.click(screen.getByText('close'));
    await waitFor(() => expect(marker()).toBeUndefined());
    expect(screen.queryByText('close')).toBeNull();
  });

  it('left by a link (replace), does not go back', async () => {
    render(<Overlay />, { wrapper: StrictMode });
    fireEvent.click(screen.getByText('open'));
    fireEvent.click(screen.getByText('link'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.history.state).toEqual({ page: 'next' });
  });
});
