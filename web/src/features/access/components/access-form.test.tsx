// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { loadPage } from '../../../lib/load-page.ts';
import { AccessForm, pageAfterUnlock } from './access-form.tsx';

vi.mock('../../../lib/load-page.ts', () => ({ loadPage: vi.fn() }));
const loadPageSpy = vi.mocked(loadPage);

/** Opens `path` with a server that accepts any key, and enters one. */
function unlockAt(path: string): void {
  vi.stubGlobal('fetch', fakeFetch({ 'POST /api/access': () => ({ status: 200, body: { ok: true } }) }));
  renderAt(<AccessForm />, { path });
  fireEvent.change(screen.getByLabelText(/Clave de acceso/), { target: { value: 'Keto' } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('AccessForm (/access)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    loadPageSpy.mockClear();
  });

  it('keeps "Entrar" disabled while the key is blank and toggles the key visibility', () => {
    renderAt(<AccessForm />);
    const key = screen.getByLabelText(/Clave de acceso/);
    const enter = screen.getByRole('button', { name: 'Entrar' });
    expect(enter).toHaveProperty('disabled', true);
    fireEvent.change(key, { target: { value: '   ' } });
    expect(enter).toHaveProperty('disabled', true);
    fireEvent.change(key, { target: { value: 'Keto' } });
    expect(enter).toHaveProperty('disabled', false);
    expect(key.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar clave' }));
    expect(key.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Ocultar clave' })).toBeTruthy();
  });

  it('shows the server\'s "Clave incorrecta" for a wrong key', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/access': () => ({
          status: 401,
          body: { error: { code: 'wrong_key', message: 'Clave incorrecta' } },
        }),
      }),
    );
    renderAt(<AccessForm />);
    fireEvent.change(screen.getByLabelText(/Clave de acceso/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Clave incorrecta');
    // Typing a new key clears the old verdict.
    fireEvent.change(screen.getByLabelText(/Clave de acceso/), { target: { value: 'nope2' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes to the page asked for after a right key, never to another site', async () => {
    unlockAt('/access?next=%2Fcategory%3Fselected%3DDulces');
    await waitFor(() => expect(loadPageSpy).toHaveBeenCalledWith('/category?selected=Dulces'));
    for (const next of ['//evil.example/x', 'https://evil.example', '/access', '/\\evil.example', null]) {
      expect(pageAfterUnlock(next)).toBe('/');
    }
    expect(pageAfterUnlock('/allProducts')).toBe('/allProducts');
  });

  it('never leaves the site for a next with a tab, newline or other character the browser drops', async () => {
    unlockAt('/access?next=%2F%09%2Fevil.example');
    await waitFor(() => expect(loadPageSpy).toHaveBeenCalledWith('/'));
    for (const next of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example/x?y#z',
      '\t//evil.example',
      'javascript:alert(1)',
      '/acc\tess',
    ]) {
      expect(pageAfterUnlock(next), JSON.stringify(next)).toBe('/');
    }
    // Path, query and hash of a page of this site are kept.
    expect(pageAfterUnlock('/product/pan-keto?lang=en#reviews')).toBe('/product/pan-keto?lang=en#reviews');
  });

  it('reloads the site from / after a right key', async () => {
    const fetchMock = vi.fn(fakeFetch({ 'POST /api/access': () => ({ status: 200, body: { ok: true } }) }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<AccessForm />);
    fireEvent.change(screen.getByLabelText(/Clave de acceso/), { target: { value: ' Keto ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(loadPageSpy).toHaveBeenCalledWith('/'));
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"key":" Keto "}');
  });
});
