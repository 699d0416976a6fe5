import { describe, expect, it, vi } from 'vitest';
import type { ShopEvent } from './events.ts';

const view = (id: string): ShopEvent => ({ name: 'view_item', item: { id, title: id, price: 1 } });

describe('track', () => {
  it('holds the last ten events until measurement starts, then hands them over and the next ones at once', async () => {
    vi.resetModules();
    const { track, handleEvents } = await import('./track.ts');
    for (let i = 0; i < 12; i++) track(view(`p${i}`));
    const taken: ShopEvent[] = [];
    handleEvents((event) => taken.push(event));
    expect(taken.map((e) => (e.name === 'view_item' ? e.item.id : ''))).toEqual(
      Array.from({ length: 10 }, (_, i) => `p${i + 2}`),
    );
    track(view('next'));
    expect(taken).toHaveLength(11);
  });
});
