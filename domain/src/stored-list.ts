/*
 * localStorage is shared with older versions of the shop, browser extensions and hand edits,
 * so what we read back can be anything. These helpers turn it into a clean list and never throw.
 */

function toUnknownArray(raw: unknown): unknown[] {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value : [];
}

/**
 * Keeps the entries of `raw` that `read` accepts, merging entries with the same `id`.
 * @param raw the parsed JSON from storage, or the raw stored string (parsed here).
 * @param merge combines a kept entry with a later duplicate.
 * Internal to the domain package.
 */
export function parseStoredList<T extends { id: string }>(
  raw: unknown,
  read: (entry: unknown) => T | undefined,
  merge: (kept: T, duplicate: T) => T,
): T[] {
  const byId = new Map<string, T>();
  for (const entry of toUnknownArray(raw)) {
    const item = read(entry);
    if (!item) continue;
    const kept = byId.get(item.id);
    byId.set(item.id, kept ? merge(kept, item) : item);
  }
  return [...byId.values()];
}
