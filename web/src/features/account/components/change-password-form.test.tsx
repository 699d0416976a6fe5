// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

describe('ChangePasswordForm password strength', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses a common new password with the reason and sends nothing', async () => {
    const change = vi.fn(() => ({ status: 200, body: { ok: true } }));
    vi.stubGlobal('fetch', fakeFetch({ 'POST /api/account/password': change }));
    renderAt(<ChangePasswordForm username="ana" />);
    fireEvent.change(screen.getByLabelText(/^Contraseña actual/), { target: { value: 'clave-segura-1' } });
    fireEvent.change(screen.getByLabelText(/^Nueva contraseña/), { target: { value: 'qwertyuiop' } });
    fireEvent.change(screen.getByLabelText(/^Confirmar nueva contraseña/), {
      target: { value: 'qwertyuiop' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(
      await screen.findByText(/Esa contraseña está entre las más usadas/, undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(change).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Nueva contraseña/), { target: { value: 'pan de nuez tibio' } });
    fireEvent.change(screen.getByLabelText(/^Confirmar nueva contraseña/), {
      target: { value: 'pan de nuez tibio' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect((await screen.findByRole('status', undefined, { timeout: 10_000 })).textContent).toContain(
      'Contraseña actualizada.',
    );
    expect(change).toHaveBeenCalledTimes(1);
  });
});
