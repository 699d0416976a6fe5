/**
 * The bookkeeping behind components/hydrate-when-visible.tsx, apart so that lib/i18n.ts can
 * finish every waiting region before the language changes: a region hydrated after a switch
 * would meet server markup in the old language, and hydration keeps the markup's attributes.
 */

/** One region waiting to be hydrated. */
export interface Gate {
  released: boolean;
  /** Set when the region's content changed while it waited: it is rendered afresh, not hydrated. */
  stale?: boolean;
  /** Settles on release: the promise the region's content throws to stay suspended. */
  promise: Promise<void>;
  release: () => void;
  /** Settles once the region's hydrated render has committed. */
  committed: Promise<void>;
  isCommitted: boolean;
  markCommitted: () => void;
}

export function createGate(): Gate {
  const gate = { released: false, isCommitted: false } as Gate;
  gate.promise = new Promise<void>((resolve) => {
    gate.release = () => {
      if (gate.released) return;
      gate.released = true;
      resolve();
    };
  });
  gate.committed = new Promise<void>((resolve) => {
    gate.markCommitted = () => {
      gate.isCommitted = true;
      resolve();
    };
  });
  return gate;
}

// Releases triggered by scrolling run one per task, so each region's hydration is its own short task.
const queue: Gate[] = [];
let draining = false;

/** Releases `gate` in a task of its own, after those already scheduled. */
export function scheduleRelease(gate: Gate): void {
  if (gate.released || queue.includes(gate)) return;
  queue.push(gate);
  if (draining) return;
  draining = true;
  const next = () => {
    const head = queue.shift();
    if (!head) {
      draining = false;
      return;
    }
    head.release();
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

const waiting = new Set<Gate>();

/** Registers a region that waits; returns its unregistration. */
export function trackGate(gate: Gate): () => void {
  waiting.add(gate);
  return () => waiting.delete(gate);
}

/**
 * Hydrates every waiting region now; resolves when they have committed (or after `capMs`, should
 * one never commit because the page changed meanwhile).
 */
export function hydrateAllNow(capMs = 1000): Promise<void> {
  const gates = [...waiting];
  waiting.clear();
  if (gates.length === 0) return Promise.resolve();
  for (const gate of gates) gate.release();
  return Promise.race([Promise.all(gates.map((g) => g.committed)).then(() => undefined), new Promise<void>((r) => setTimeout(r, capMs))]);
}
