// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { CallbackStatus } from './callback-status.tsx';
import { ProviderButtons } from './provider-buttons.tsx';

const session = (googleEnabled: boolean, cognitoEnabled: boolean) => () => ({
  status: 200,
  body: { user: null, googleEnabled, cognitoEnabled },
});

describe('ProviderButtons (/login, /signup)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers "Ingresar con tu cuenta anterior" with its explanation only when Cognito is configured', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/session': session(false, true) }));
    renderAt(<ProviderButtons mode="signIn" />);
    const button = await screen.findByRole('button', { name: 'Ingresar con tu cuenta anterior' });
    expect(button.getAttribute('aria-describedby')).toBe('cognito-sign-in-hint');
    expect(screen.getByText(/Si tenías cuenta en nuestra tienda anterior/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
  });

  it('shows both providers under one "o", and nothing when neither is configured', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/session': session(true, true) }));
    renderAt(<ProviderButtons mode="signUp" />);
    expect(await screen.findByRole('button', { name: 'Registrarse con Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ingresar con tu cuenta anterior' })).toBeTruthy();
    expect(screen.getAllByText('o')).toHaveLength(1);
    cleanup();

    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/session': session(false, false) }));
    const { queryClient } = renderAt(<ProviderButtons mode="signIn" />);
    await vi.waitFor(() => expect(queryClient.getQueryData(['session'])).toBeDefined());
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByText('o')).toBeNull();
  });

  it('says so when the server refuses to start the sign-in, and lets the shopper try again', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/session': session(false, true),
        'POST /api/account/cognito': () => ({
          status: 404,
          body: {
            error: {
              code: 'cognito_disabled',
              message: 'El ingreso con tu cuenta anterior no está disponible.',
            },
          },
        }),
      }),
    );
    renderAt(<ProviderButtons mode="signIn" />);
    const button = await screen.findByRole('button', { name: 'Ingresar con tu cuenta anterior' });
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'El ingreso con tu cuenta anterior no está disponible.',
    );
    expect(button.hasAttribute('disabled')).toBe(false);
  });
});

describe('CallbackStatus after a Cognito sign-in that could not join an account', () => {
  afterEach(() => cleanup());

  it('explains why instead of the generic error', async () => {
    renderAt(<CallbackStatus />, { path: '/callback?error=oauth&error=account_not_linked' });
    expect((await screen.findByText(/tu cuenta anterior no lo tiene verificado/)).textContent).toContain(
      'Ingresá con el usuario y la contraseña de esta tienda.',
    );
    expect(screen.queryByText('Ocurrió un error al autenticar.')).toBeNull();
  });
});
