// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_KEY,
  consentNoticeOpen,
  readConsent,
  reopenConsentNotice,
  saveConsent,
  subscribeConsent,
} from './consent.ts';

afterEach(() => {
  saveConsent(null);
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('consent store', () => {
  it('has no choice at first, so the notice shows', () => {
    expect(readConsent()).toBeNull();
    expect(consentNoticeOpen()).toBe(true);
  });

  it('remembers "Aceptar" and "Rechazar" in localStorage and closes the notice', () => {
    saveConsent('granted');
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('granted');
    expect(readConsent()).toBe('granted');
    expect(consentNoticeOpen()).toBe(false);
    saveConsent('denied');
    expect(readConsent()).toBe('denied');
    expect(consentNoticeOpen()).toBe(false);
  });

  it('ignores a foreign stored value (asks again)', () => {
    window.localStorage.setItem(CONSENT_KEY, 'maybe');
    expect(readConsent()).toBeNull();
    expect(consentNoticeOpen()).toBe(true);
  });

  it('reopens the notice to change the choice, which stays until a new one is made', () => {
    saveConsent('denied');
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    reopenConsentNotice();
    expect(consentNoticeOpen()).toBe(true);
    expect(readConsent()).toBe('denied');
    saveConsent('granted');
    expect(consentNoticeOpen()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    saveConsent('denied');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('works without storage (private mode): no choice is kept, nothing throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => saveConsent('granted')).not.toThrow();
    expect(readConsent()).toBeNull();
  });
});
