// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '../../../lib/i18n.ts';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { SignUpForm } from './sign-up-form.tsx';

function fill(values: { username: string; password: string; email: string }) {
  fireEvent.change(screen.getByLabelText(/^Usuario/), { target: { value: values.username } });
  fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: values.password } });
  fireEvent.change(screen.getByLabelText(/^Correo electrónico/), { target: { value: values.email } });
  fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

describe('SignUpForm password strength', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says why a common password is refused, under the field, without calling the server', async () => {
    const signUp = vi.fn(() => ({ status: 201, body: { username: 'ana', email: 'ana@example.com' } }));
    vi.stubGlobal('fetch', fakeFetch({ 'POST /api/account/sign-up': signUp }));
    renderAt(<SignUpForm onSignedUp={() => {}} />);
    fill({ username: 'ana_keto', password: '12345678', email: 'ana@example.com' });
    expect(
      await screen.findByText(/Esa contraseña está entre las más usadas/, undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Contraseña/).getAttribute('aria-invalid')).toBe('true');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('refuses a password built on the username, in English too', async () => {
    vi.stubGlobal('fetch', fakeFetch({}));
    renderAt(<SignUpForm onSignedUp={() => {}} />);
    await i18n.changeLanguage('en');
    try {
      fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'lucianak' } });
      fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'lucianak2024' } });
      fireEvent.change(screen.getByLabelText(/^E-?mail/i), { target: { value: 'luciana@example.com' } });
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
      expect(
        await screen.findByText(
          'The password cannot be based on your username or e-mail. Choose another one.',
          undefined,
          { timeout: 10_000 },
        ),
      ).toBeTruthy();
    } finally {
      await i18n.changeLanguage('es');
    }
  });

  it('sends a strong password on', async () => {
    const signUp = vi.fn((init: RequestInit | undefined) => ({
      status: 201,
      body: { username: 'ana_keto', email: JSON.parse(String(init?.body)).email },
    }));
    const onSignedUp = vi.fn();
    vi.stubGlobal('fetch', fakeFetch({ 'POST /api/account/sign-up': signUp }));
    renderAt(<SignUpForm onSignedUp={onSignedUp} />);
    fill({ username: 'ana_keto', password: 'tostada azul del lunes', email: 'ana@example.com' });
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith('ana_keto'), { timeout: 10_000 });
    expect(JSON.parse(String(signUp.mock.calls[0]?.[0]?.body))).toMatchObject({
      password: 'tostada azul del lunes',
    });
  });

  it('takes a username with accents and ñ, and says so under the field', async () => {
    const signUp = vi.fn((init: RequestInit | undefined) => ({
      status: 201,
      body: { username: JSON.parse(String(init?.body)).username, email: 'lucia@example.com' },
    }));
    const onSignedUp = vi.fn();
    vi.stubGlobal('fetch', fakeFetch({ 'POST /api/account/sign-up': signUp }));
    renderAt(<SignUpForm onSignedUp={onSignedUp} />);
    expect(screen.getByText(/también con tilde o ñ/)).toBeTruthy();
    fill({ username: 'Lucía_Gómez', password: 'tostada azul del lunes', email: 'lucia@example.com' });
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith('lucía_gómez'), { timeout: 10_000 });
  });

  it('shows the server’s reason when it refuses the password', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/account/sign-up': () => ({
          status: 400,
          body: {
            error: {
              code: 'weak_password',
              message: 'Elegí una contraseña más difícil de adivinar.',
              fields: { password: 'validation.passwordWeak' },
            },
          },
        }),
      }),
    );
    renderAt(<SignUpForm onSignedUp={() => {}} />);
    fill({ username: 'ana_keto', password: 'tostada azul del lunes', email: 'ana@example.com' });
    expect(
      await screen.findByText(/Esa contraseña es fácil de adivinar/, undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Elegí una contraseña más difícil de adivinar.',
    );
  });
});
