import type * as z from 'zod/mini';

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
 * Keeps the entries of `raw` that match `schema`, merging entries with the same `id`.
 * @param raw the parsed JSON from storage, or the raw stored string (parsed here).
 * @param merge combines a kept entry with a later duplicate.
 * Internal to the domain package.
 */
export function parseStoredList<T extends { id: string }>(
  raw: unknown,
  schema: z.ZodMiniType<T>,
  merge: (kept: T, duplicate: T) => T,
): T[] {
  const byId = new Map<string, T>();
  for (const entry of toUnknownArray(raw)) {
    const parsed = schema.safeParse(entry);
    if (!parsed.success) continue;
    const kept = byId.get(parsed.data.id);
    byId.set(parsed.data.id, kept ? merge(kept, parsed.data) : parsed.data);
  }
  return [...byId.values()];
}
