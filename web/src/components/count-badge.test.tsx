// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CountBadge } from './count-badge.tsx';

afterEach(cleanup);

describe('CountBadge (header counts)', () => {
  const draw = (count: number, max?: number) =>
    render(
      <CountBadge count={count} max={max}>
        <svg data-testid="icon" />
      </CountBadge>,
    );

  it('shows nothing over the icon at 0', () => {
    draw(0);
    expect(screen.getByTestId('icon')).toBeTruthy();
    expect(screen.queryByTestId('count-badge')).toBeNull();
  });

  it('shows the count, hidden from screen readers (the link names it)', () => {
    draw(7);
    const badge = screen.getByTestId('count-badge');
    expect(badge.textContent).toBe('7');
    expect(badge.getAttribute('aria-hidden')).toBe('true');
  });

  it('caps the number at max with a plus', () => {
    draw(99);
    expect(screen.getByTestId('count-badge').textContent).toBe('99');
    cleanup();
    draw(100);
    expect(screen.getByTestId('count-badge').textContent).toBe('99+');
    cleanup();
    draw(12, 9);
    expect(screen.getByTestId('count-badge').textContent).toBe('9+');
  });
});
