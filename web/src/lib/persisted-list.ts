/**
 * zustand `persist` plumbing for state the original shop stored as a bare JSON list (cartItems,
 * wishlistItems), kept so saved lists still load, rather than zustand's `{ state, version }`
 * envelope.
 */
import type { PersistStorage } from 'zustand/middleware';
import { writeAfterPaint } from './after-paint.ts';
import { readJson, writeJson } from './storage.ts';

/**
 * Storage keeping `state[field]` as a plain list under the persist `name`, read back through
 * `parse`, which must drop corrupt or foreign entries and never throw.
 */
export function listStorage<F extends string, T>(
  field: F,
  parse: (raw: unknown) => T[],
): PersistStorage<Record<F, T[]>> {
  return {
    getItem: (name) => ({ state: { [field]: parse(readJson(name)) } as Record<F, T[]>, version: 0 }),
    // After the frame that shows the change (lib/after-paint.ts): a tap's task does no storage IPC.
    setItem: (name, value) => writeAfterPaint(`storage:${name}`, () => writeJson(name, value.state[field])),
    removeItem: (name) => writeJson(name, []),
  };
}

/** Re-reads a persisted store when another tab changes its key, so every tab shows the same list. */
export function followOtherTabs(key: string, rehydrate: () => unknown): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) void rehydrate();
  });
}
