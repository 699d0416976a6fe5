/**
 * Safe access to localStorage: private modes, quotas and corrupt JSON never break a page
 * (corrupt or foreign data is ignored).
 */

/** Parsed JSON stored under `key`, or undefined when absent, unreadable or not JSON. */
export function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON; failures (quota, disabled storage) are ignored. */
export function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage unavailable: the state still lives in memory for this visit */
  }
}

/** Raw string under `key`, or undefined. */
export function readString(key: string): string | undefined {
  try {
    return window.localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeString(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* ignored, see writeJson */
  }
}

/** Removes `key`; failures are ignored, see writeJson. */
export function removeKey(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* ignored, see writeJson */
  }
}
