/**
 * A stale-while-revalidate cache of values that are expensive to build (a rendered page, the
 * catalogue's copy), keyed by string:
 * - TTL: a copy younger than `ttlMs` is served as it is; one younger than twice that is still
 *   served while one rebuild runs in the background; an older one is rebuilt before it is served
 *   (after a quiet hour the first request waits rather than seeing an hour-old copy). `ttlMs` 0
 *   caches nothing: every read builds.
 * - Single flight: one build per key at a time; the requests arriving meanwhile share it.
 * - Version: a copy built under another `version()` (the owner changed something) is never
 *   served, and a build begun under another version is neither shared nor kept. `tag()` is a
 *   weaker version: a copy built under another tag is served while it is rebuilt, as if stale.
 * - Last good copy: when a build fails with an error `keepLastGood(err)` accepts (the database is
 *   away), the last copy that built is served instead, whatever its age or version, and a rebuild
 *   is tried in the background at most once per `retryMs`.
 * - At most `maxEntries` keys, the least recently served dropped first; a slower, older build
 *   never replaces a newer copy.
 * No library fits all five (lru-cache's fetchMethod has TTL, single flight and stale serving, but
 * no version that refuses a build in flight, and loses its stale copy on clear()):
 * docs/decisions/0037.
 */

export interface SwrCacheOptions<V, I> {
  /** How long a copy is fresh, in ms; stale copies are served up to twice that. 0 = no cache. */
  ttlMs: number;
  /** Builds the value of `key` from `input`; undefined = nothing to cache (passed through). */
  build(key: string, input: I): Promise<V | undefined>;
  /** Most keys kept (least recently served dropped first); default unbounded. */
  maxEntries?: number;
  /** Copies and builds from another version are never served (e.g. the owner's change). */
  version?(): string | number;
  /** Copies from another tag are served stale, one rebuild running (e.g. new ratings). */
  tag?(): unknown;
  /** Whether a failed build may be answered with the last good copy (e.g. database unreachable). */
  keepLastGood?(err: unknown): boolean;
  /** While builds fail, one is retried at most this often, in ms (default 1000). */
  retryMs?: number;
  /** A background rebuild failed (its copy stays in use). */
  onBackgroundError?(err: unknown, key: string): void;
  now?(): number;
}

interface Entry<V> {
  value: V;
  /** When its build started (a change during the build makes it old at once), and build order. */
  at: number;
  seq: number;
  version: string | number;
  tag: unknown;
}

export interface SwrCache<V, I> {
  /** The value of `key`: fresh, stale while one rebuild runs, or built now (see the module). */
  get(key: string, input: I): Promise<V | undefined>;
  /** Rebuilds `key` now (single flight) and resolves with the new value. */
  refresh(key: string, input: I): Promise<V | undefined>;
  /** The copy of `key` in use, if any, whatever its age (no build). */
  peek(key: string): V | undefined;
  /**
   * Replaces the copy of `key` in use with `update(copy)`, keeping its age; nothing when there is
   * none. For a part of the value rebuilt on its own (the catalogue's figures).
   */
  update(key: string, update: (value: V) => V): void;
  /** Drops every copy (the last good ones stay); builds already running are not kept. */
  clear(): void;
  /** Marks the copy of `key` expired, so the next read rebuilds it (it is still served meanwhile if within the TTL's double). */
  expire(key: string): void;
  /** How many keys hold a copy. */
  readonly size: number;
}

/** A stale-while-revalidate cache (see the module's comment). */
export function createSwrCache<V, I = void>(options: SwrCacheOptions<V, I>): SwrCache<V, I> {
  const now = options.now ?? Date.now;
  const retryMs = options.retryMs ?? 1000;
  const entries = new Map<string, Entry<V>>();
  const building = new Map<string, { version: string | number; done: Promise<V | undefined> }>();
  const lastGood = new Map<string, V>();
  /** When the last build of a key failed over to its last good copy; gone once one succeeds. */
  const failedAt = new Map<string, number>();
  let generation = 0;
  let seq = 0;
  const version = () => (options.version ? `${generation}:${options.version()}` : generation);

  function store(key: string, entry: Entry<V>) {
    entries.delete(key);
    if (options.maxEntries !== undefined && entries.size >= options.maxEntries)
      entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
  }

  function refresh(key: string, input: I): Promise<V | undefined> {
    const running = building.get(key);
    if (running && running.version === version()) return running.done;
    const stamp = { at: now(), seq: ++seq, version: version(), tag: options.tag?.() };
    const done = options
      .build(key, input)
      .then(
        (value) => {
          failedAt.delete(key);
          if (value === undefined) return value;
          if (options.keepLastGood) lastGood.set(key, value);
          const held = entries.get(key);
          // Built under an older version: served to the requests that waited for it, not kept.
          if (stamp.version === version() && (!held || held.seq < stamp.seq)) store(key, { value, ...stamp });
          return value;
        },
        (err: unknown) => {
          const good = lastGood.get(key);
          if (good === undefined || !options.keepLastGood?.(err)) throw err;
          failedAt.set(key, now());
          return good;
        },
      )
      .finally(() => {
        if (building.get(key)?.done === done) building.delete(key);
      });
    building.set(key, { version: stamp.version, done });
    return done;
  }

  /** One rebuild in the background, unless one runs or builds are failing and the retry is not due. */
  function revalidate(key: string, input: I) {
    const failed = failedAt.get(key);
    if (building.has(key) && building.get(key)!.version === version()) return;
    if (failed !== undefined && now() - failed < retryMs) return;
    refresh(key, input).catch((err: unknown) => options.onBackgroundError?.(err, key));
  }

  return {
    async get(key, input) {
      if (options.ttlMs <= 0 && !options.keepLastGood) return options.build(key, input);
      const entry = entries.get(key);
      if (entry && entry.version === version()) {
        const age = now() - entry.at;
        const sameTag = !options.tag || Object.is(entry.tag, options.tag());
        if (age < options.ttlMs && sameTag) {
          // Most recently served last, so the keys asked for most are not dropped.
          entries.delete(key);
          entries.set(key, entry);
          return entry.value;
        }
        if (age < 2 * options.ttlMs) {
          revalidate(key, input);
          return entry.value;
        }
      }
      // While builds fail nobody waits on them: the last good copy now, a retry in the background.
      const good = lastGood.get(key);
      if (failedAt.has(key) && good !== undefined) {
        revalidate(key, input);
        return good;
      }
      return refresh(key, input);
    },
    refresh,
    peek: (key) => entries.get(key)?.value,
    update(key, fn) {
      const entry = entries.get(key);
      if (!entry) return;
      const value = fn(entry.value);
      entries.set(key, { ...entry, value });
      if (options.keepLastGood) lastGood.set(key, value);
    },
    clear() {
      generation++;
      entries.clear();
    },
    expire(key) {
      const entry = entries.get(key);
      if (entry) entries.set(key, { ...entry, at: -Infinity });
    },
    get size() {
      return entries.size;
    },
  };
}
