// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keyHistoryEntry } from './history-entry-key.ts';

describe('keyHistoryEntry', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('gives an entry opened as a new document a key of its own, keeping what the state held', () => {
    window.history.replaceState({ idx: 0 }, '');
    keyHistoryEntry();
    const first = window.history.state as { key: string; idx: number; usr: unknown };
    expect(first.key).toMatch(/^[a-z0-9]{4,}$/);
    expect(first.idx).toBe(0);
    expect(first.usr).toBeNull();

    window.history.replaceState(null, '');
    keyHistoryEntry();
    expect((window.history.state as { key: string }).key).not.toBe(first.key);
  });

  it('keeps the key an entry already has (a reload, or Back to a page the router opened)', () => {
    window.history.replaceState({ usr: { from: 'cart' }, key: 'abc123', idx: 3 }, '');
    keyHistoryEntry();
    expect(window.history.state).toEqual({ usr: { from: 'cart' }, key: 'abc123', idx: 3 });
  });
});
