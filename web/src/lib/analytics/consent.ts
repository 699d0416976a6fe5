/**
 * The shopper's choice about campaign measurement (docs/decisions/0035): 'granted' after
 * "Aceptar", 'denied' after "Rechazar", null before any choice. Remembered in localStorage under
 * `analyticsConsent`; the notice can be opened again (the footer's "Cookies") to change it.
 * Subscribable for useSyncExternalStore.
 */
import { readString, removeKey, writeString } from '../storage.ts';

export type Consent = 'granted' | 'denied';

export const CONSENT_KEY = 'analyticsConsent';

const listeners = new Set<() => void>();
let reopened = false;

/** The stored choice, or null when there is none (or storage cannot be read). */
export function readConsent(): Consent | null {
  const value = readString(CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

/** Stores `choice` (null forgets it), closes a reopened notice and tells the subscribers. */
export function saveConsent(choice: Consent | null): void {
  if (choice) writeString(CONSENT_KEY, choice);
  else removeKey(CONSENT_KEY);
  reopened = false;
  listeners.forEach((listener) => listener());
}

/** Opens the notice again so the shopper can change an earlier choice. */
export function reopenConsentNotice(): void {
  reopened = true;
  listeners.forEach((listener) => listener());
}

/** Whether the notice shows: no choice yet, or the shopper asked to change it. */
export function consentNoticeOpen(): boolean {
  return reopened || readConsent() === null;
}

/** Calls `listener` on every change of the choice or of the notice; returns the unsubscribe. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
