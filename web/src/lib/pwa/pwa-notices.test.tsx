// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import i18n from '../i18n.ts';
import { renderAt } from '../../test/render.tsx';
import { PwaNotices } from './pwa-notices.tsx';
import { trackRegistration, waitingWorker } from './register.ts';

/** A service worker and registration as the browser gives them, driven by the test. */
function fakeWorkers() {
  const container = new EventTarget() as EventTarget & { controller: object | null };
  container.controller = {};
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const worker = Object.assign(new EventTarget(), { state: 'installing', postMessage: vi.fn() });
  const registration = Object.assign(new EventTarget(), {
    waiting: null,
    installing: null as typeof worker | null,
  });
  return {
    container,
    worker,
    registration,
    /** A new version is found and finishes installing: it now waits. */
    install() {
      registration.installing = worker;
      registration.dispatchEvent(new Event('updatefound'));
      worker.state = 'installed';
      worker.dispatchEvent(new Event('statechange'));
    },
  };
}

describe('PWA notices', () => {
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    await i18n.changeLanguage('es');
  });

  it('shows the offline banner while the browser is offline, in both languages, and hides it back online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderAt(<PwaNotices />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status').textContent).toMatch(/^Sin conexión/);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('status').textContent).toMatch(/^You are offline/);
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('offers "Actualizar" when a new version waits, and hands over to it only when pressed', async () => {
    const fake = fakeWorkers();
    renderAt(<PwaNotices />, { path: '/allProducts' });
    trackRegistration(fake.registration as unknown as ServiceWorkerRegistration);
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    act(() => fake.install());
    expect(screen.getByTestId('update-prompt').textContent).toContain('Hay una versión nueva de la tienda.');
    expect(fake.worker.postMessage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(fake.worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('does not offer the reload while the shopper is at the checkout', () => {
    const fake = fakeWorkers();
    fake.install();
    renderAt(<PwaNotices />, { path: '/checkout' });
    trackRegistration(fake.registration as unknown as ServiceWorkerRegistration);
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    cleanup();
    renderAt(<PwaNotices />, { path: '/cart' });
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeTruthy();
  });

  it('does not offer an update on the first install (nothing controlled the page yet)', () => {
    const fake = fakeWorkers();
    fake.container.controller = null;
    trackRegistration(fake.registration as unknown as ServiceWorkerRegistration);
    fake.install();
    expect(waitingWorker()).not.toBe(fake.worker);
  });
});
