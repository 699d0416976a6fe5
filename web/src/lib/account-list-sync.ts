/**
 * Keeps a browser list (the cart's `cartItems`, the wishlist's `wishlistItems`) level with the
 * signed-in account's copy on the server (GET/PATCH /api/{cart,wishlist}, POST …/merge;
 * docs/decisions/0023-saved-carts.md). The browser's list stays what the pages read; this sends its
 * changes and takes the account's.
 *
 * The rule: the browser remembers, per list, the account and the lines it last agreed with the
 * server on (the baseline, in localStorage). When a shopper is signed in:
 * - a list never tied to an account (a guest's) is merged into the account's (summed, capped),
 *   under an id kept in localStorage until the answer is in: a page closed before the answer
 *   sends the same merge again and the server applies it once (no doubled cart);
 * - a list tied to this account sends only what changed since the baseline (a change made while
 *   signed out, or not sent before the page closed), then takes the account's lines;
 * - a list tied to another account is replaced by this account's (it was someone else's).
 * Then each change is sent as absolute quantities of the changed lines, a moment later, and the
 * account's lines are read again when the page comes back to the front, so two devices converge.
 * Errors are retried at the next change or return to the page; the browser's list is never lost.
 */
import type { Lang, SavedList, SavedListKind, SavedListLine } from '@shop/domain';
import { apiGet, apiSend } from './api-client.ts';
import { readJson, removeKey, writeJson } from './storage.ts';

/** How a list store is read and written by the sync. */
export interface SyncedListStore {
  /** The browser's lines as product id → quantity (wishlist lines are 1). */
  read(): Map<string, number>;
  /** Calls `listener` after every change of the lines. @returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Replaces the browser's lines by the account's (catalogue fields included). */
  replace(lines: SavedListLine[]): void;
}

/** A moment to gather a burst of taps (+, +, +) into one request. */
const SEND_DELAY_MS = 400;

interface Baseline {
  userId: string;
  lines: Record<string, number>;
}

const baselineKey = (kind: SavedListKind) => `${kind}Account`;
const mergeKey = (kind: SavedListKind) => `${kind}Merge`;

/** A merge sent to an account whose answer has not been applied yet: sent again, under its id, on the next page. */
interface PendingMerge {
  userId: string;
  mergeId: string;
  lines: { productId: string; quantity: number }[];
}

/** A version 4 UUID; `crypto.randomUUID` exists only on https and localhost pages. */
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function readPendingMerge(kind: SavedListKind, userId: string): PendingMerge | undefined {
  const raw = readJson(mergeKey(kind)) as Partial<PendingMerge> | undefined;
  if (!raw || raw.userId !== userId || typeof raw.mergeId !== 'string' || !Array.isArray(raw.lines))
    return undefined;
  return { userId, mergeId: raw.mergeId, lines: raw.lines };
}

function readBaseline(kind: SavedListKind): Baseline | undefined {
  const raw = readJson(baselineKey(kind)) as Partial<Baseline> | undefined;
  if (!raw || typeof raw.userId !== 'string' || typeof raw.lines !== 'object' || raw.lines === null)
    return undefined;
  return { userId: raw.userId, lines: raw.lines };
}

/** Lines of `now` that differ from `before`, as absolute quantities (0 = removed). */
export function changedLines(
  before: ReadonlyMap<string, number>,
  now: ReadonlyMap<string, number>,
): { productId: string; quantity: number }[] {
  const changes: { productId: string; quantity: number }[] = [];
  for (const [id, quantity] of now)
    if (before.get(id) !== quantity) changes.push({ productId: id, quantity });
  for (const id of before.keys()) if (!now.has(id)) changes.push({ productId: id, quantity: 0 });
  return changes.filter((c) => /^\d{1,9}$/.test(c.productId));
}

/**
 * Starts keeping `store` level with the account `userId`'s `kind` list.
 * @param lang the language of the lines' texts, read at each request.
 * @returns stop(): ends the sync (on sign-out); the browser's list and its baseline stay.
 */
export function startListSync(
  kind: SavedListKind,
  store: SyncedListStore,
  userId: string,
  lang: () => Lang,
): () => void {
  const path = `/api/${kind}`;
  let stopped = false;
  let applying = false;
  let seen = store.read();
  const pending = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let busy: Promise<void> = Promise.resolve();

  const saveBaseline = () =>
    writeJson(baselineKey(kind), { userId, lines: Object.fromEntries(store.read()) } satisfies Baseline);

  /** Takes the account's lines, unless the shopper changed something meanwhile (sent next). */
  function apply(answer: SavedList) {
    if (stopped || pending.size > 0) return;
    applying = true;
    try {
      store.replace(answer.lines);
    } finally {
      applying = false;
    }
    seen = store.read();
    saveBaseline();
  }

  /** Runs `task` after the previous request, so answers are applied in the order they were asked. */
  function queue(task: () => Promise<void>) {
    busy = busy.then(task).catch(() => {
      /* offline or refused: the changes stay in the browser and are sent at the next chance */
    });
    return busy;
  }

  function send() {
    timer = undefined;
    void queue(async () => {
      if (stopped || pending.size === 0) return;
      const set = [...pending].map(([productId, quantity]) => ({ productId, quantity }));
      pending.clear();
      try {
        apply(await apiSend<SavedList>(`${path}?lang=${lang()}`, { set }, { method: 'PATCH' }));
      } catch (error) {
        // Not sent: keep each line for the next try, unless changed again since.
        for (const c of set) if (!pending.has(c.productId)) pending.set(c.productId, c.quantity);
        throw error;
      }
    });
  }

  function refresh() {
    if (pending.size > 0) return send();
    void queue(async () => apply(await apiGet<SavedList>(path, { lang: lang() })));
  }

  const unsubscribe = store.subscribe(() => {
    if (applying || stopped) return;
    const now = store.read();
    for (const change of changedLines(seen, now)) pending.set(change.productId, change.quantity);
    seen = now;
    if (pending.size > 0 && timer === undefined) timer = setTimeout(send, SEND_DELAY_MS);
  });

  const onVisible = () => {
    if (document.visibilityState === 'visible') refresh();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', refresh);

  // First contact with the account (see the module's description).
  const baseline = readBaseline(kind);
  const local = store.read();
  if (!baseline) {
    const merge = readPendingMerge(kind, userId) ?? {
      userId,
      mergeId: randomUuid(),
      lines: [...local]
        .filter(([id]) => /^\d{1,9}$/.test(id))
        .map(([productId, quantity]) => ({ productId, quantity })),
    };
    writeJson(mergeKey(kind), merge);
    // Changed here since that merge was first sent: sent after it, as changes.
    const merged = new Map(merge.lines.map((l) => [l.productId, l.quantity]));
    for (const change of changedLines(merged, local)) pending.set(change.productId, change.quantity);
    void queue(async () => {
      const answer = await apiSend<SavedList>(
        `${path}/merge?lang=${lang()}`,
        { lines: merge.lines, mergeId: merge.mergeId },
        { method: 'POST' },
      );
      // Agreed with the account from now on, even if a change waits to be sent (it goes as a change).
      writeJson(baselineKey(kind), {
        userId,
        lines: Object.fromEntries(answer.lines.map((l) => [l.id, l.quantity])),
      } satisfies Baseline);
      removeKey(mergeKey(kind));
      apply(answer);
      if (pending.size > 0) send();
    });
  } else if (baseline.userId === userId) {
    for (const change of changedLines(new Map(Object.entries(baseline.lines)), local))
      pending.set(change.productId, change.quantity);
    refresh();
  } else {
    refresh();
  }

  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', refresh);
  };
}
