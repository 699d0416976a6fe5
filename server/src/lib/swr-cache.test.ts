import { describe, expect, it } from 'vitest';
import { createSwrCache, type SwrCacheOptions } from './swr-cache.ts';

/** A cache over a build that counts its calls, resolving when `release()` is called when gated. */
function harness(overrides: Partial<SwrCacheOptions<string, void>> = {}) {
  let clock = 0;
  let builds = 0;
  let fail: unknown;
  const gates: (() => void)[] = [];
  let gated = false;
  const cache = createSwrCache<string>({
    ttlMs: 100,
    now: () => clock,
    async build(key) {
      const n = ++builds;
      if (gated) await new Promise<void>((r) => gates.push(r));
      if (fail) throw fail;
      return `${key}#${n}`;
    },
    ...overrides,
  });
  return {
    cache,
    builds: () => builds,
    advance: (ms: number) => (clock += ms),
    failWith: (err: unknown) => (fail = err),
    gate: (on: boolean) => (gated = on),
    release: () => gates.splice(0).forEach((r) => r()),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('createSwrCache', () => {
  it('serves a fresh copy as it is, a stale one while one rebuild runs, an old one after rebuilding', async () => {
    const h = harness();
    expect(await h.cache.get('a')).toBe('a#1');
    h.advance(99);
    expect(await h.cache.get('a')).toBe('a#1');
    expect(h.builds()).toBe(1);
    h.advance(50); // 149 ms: stale, within twice the TTL
    expect(await h.cache.get('a')).toBe('a#1');
    await tick();
    expect(h.builds()).toBe(2);
    expect(await h.cache.get('a')).toBe('a#2');
    h.advance(250); // older than twice the TTL: waits for the rebuild
    expect(await h.cache.get('a')).toBe('a#3');
  });

  it('builds a key once for requests arriving together (single flight)', async () => {
    const h = harness();
    h.gate(true);
    const all = Promise.all([h.cache.get('a'), h.cache.get('a'), h.cache.get('a')]);
    await tick();
    h.release();
    expect(await all).toEqual(['a#1', 'a#1', 'a#1']);
    expect(h.builds()).toBe(1);
  });

  it('never serves a copy from another version, nor shares or keeps a build begun under it', async () => {
    let v = 1;
    const h = harness({ version: () => v });
    expect(await h.cache.get('a')).toBe('a#1');
    h.gate(true);
    const before = h.cache.get('a').catch(() => 'x'); // fresh: a#1, no build
    expect(await before).toBe('a#1');
    h.advance(150);
    const stale = h.cache.get('a'); // stale: a#1 now, rebuild 2 begins under version 1
    expect(await stale).toBe('a#1');
    v = 2;
    const after = h.cache.get('a'); // version 2: not a#1, not build 2's result
    await tick();
    h.release();
    await tick();
    h.release();
    expect(await after).toBe('a#3');
    expect(await h.cache.get('a')).toBe('a#3');
  });

  it('clear() drops every copy at once', async () => {
    const h = harness();
    await h.cache.get('a');
    h.cache.clear();
    expect(await h.cache.get('a')).toBe('a#2');
  });

  it('serves a copy built under another tag while one rebuild runs', async () => {
    let tag = 1;
    const h = harness({ tag: () => tag });
    await h.cache.get('a');
    tag = 2;
    expect(await h.cache.get('a')).toBe('a#1');
    await tick();
    expect(await h.cache.get('a')).toBe('a#2');
  });

  it('answers a failed build with the last good copy and retries at most once per retryMs', async () => {
    const unreachable = new Error('database away');
    const h = harness({ keepLastGood: (err) => err === unreachable, retryMs: 1000 });
    await h.cache.get('a');
    h.cache.clear();
    h.failWith(unreachable);
    expect(await h.cache.get('a')).toBe('a#1');
    expect(h.builds()).toBe(2);
    h.advance(500);
    expect(await h.cache.get('a')).toBe('a#1');
    await tick();
    expect(h.builds()).toBe(2); // retry not due
    h.advance(600);
    h.failWith(undefined);
    expect(await h.cache.get('a')).toBe('a#1'); // served at once, the retry runs behind
    await tick();
    expect(h.builds()).toBe(3);
    expect(await h.cache.get('a')).toBe('a#3');
  });

  it('passes other errors through, and keeps no last good copy unless asked', async () => {
    const h = harness();
    await h.cache.get('a');
    h.cache.clear();
    h.failWith(new Error('bug'));
    await expect(h.cache.get('a')).rejects.toThrow('bug');
  });

  it('keeps at most maxEntries keys, dropping the least recently served', async () => {
    const h = harness({ maxEntries: 2 });
    await h.cache.get('a');
    await h.cache.get('b');
    await h.cache.get('a');
    await h.cache.get('c'); // drops b
    expect(h.cache.size).toBe(2);
    expect(h.cache.peek('b')).toBeUndefined();
    expect(h.cache.peek('a')).toBe('a#1');
  });

  it('with ttlMs 0 builds on every read', async () => {
    const h = harness({ ttlMs: 0 });
    await h.cache.get('a');
    await h.cache.get('a');
    expect(h.builds()).toBe(2);
  });

  it('update() replaces the copy in use keeping its age; expire() makes the next read rebuild', async () => {
    const h = harness();
    await h.cache.get('a');
    h.cache.update('a', (v) => `${v}+`);
    expect(await h.cache.get('a')).toBe('a#1+');
    h.cache.expire('a');
    expect(await h.cache.get('a')).toBe('a#2');
  });
});
