// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { RequireSession } from './require-session.tsx';

const user = { id: 'u1', username: 'ana', email: 'ana@example.com', name: 'Ana', isFromGoogle: false };

function fillAndSubmit(name = 'Ana') {
  fireEvent.change(screen.getByLabelText(/^Usuario o e-mail/), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: 'secreto-largo' } });
  fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('SignInForm (/login)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the failure in a red box', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/account/sign-in': () => ({
          status: 401,
          body: { error: { code: 'invalid_credentials', message: 'Usuario o contraseña incorrectos.' } },
        }),
      }),
    );
    renderAt(<SignInForm />);
    fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Usuario o contraseña incorrectos.');
    // The red box: feedback.tsx's Notice draws its colours from data-severity.
    expect(alert.getAttribute('data-severity')).toBe('error');
  });

  it('offers /confirm-account with the username when the e-mail is not confirmed', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/account/sign-in': () => ({
          status: 403,
          body: { error: { code: 'email_not_verified', message: 'Confirmá tu correo.' } },
        }),
      }),
    );
    const { router } = renderAt(<SignInForm />, {
      routes: [{ path: '/confirm-account', element: <p>confirm</p> }],
    });
    fillAndSubmit();
    fireEvent.click(await screen.findByRole('link', { name: 'Confirmar cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm-account'));
    expect(router.state.location.state).toEqual({ username: 'ana' });
  });

  it('takes the e-mail in the same field and sends it', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/account/sign-in': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return {
            status: 403,
            body: { error: { code: 'email_not_verified', message: 'Confirmá tu correo.' } },
          };
        },
      }),
    );
    const { router } = renderAt(<SignInForm />, {
      routes: [{ path: '/confirm-account', element: <p>confirm</p> }],
    });
    fillAndSubmit('Ana@Example.com');
    fireEvent.click(await screen.findByRole('link', { name: 'Confirmar cuenta' }));
    expect(sent).toEqual([{ username: 'ana@example.com', password: 'secreto-largo' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm-account'));
    // The confirmation form asks for the username: an e-mail is not passed on as one.
    expect(router.state.location.state).toBeNull();
  });

  it('re-reads the session and goes to /account after the delay', async () => {
    let session: unknown = { user: null, googleEnabled: false };
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/session': () => ({ status: 200, body: session }),
        'POST /api/account/sign-in': () => {
          session = { user, googleEnabled: false };
          return { status: 200, body: { user } };
        },
      }),
    );
    const { router, queryClient } = renderAt(<SignInForm />, {
      path: '/login',
      routes: [{ path: '/account', element: <p>account</p> }],
    });
    await queryClient.fetchQuery({ queryKey: ['session'], queryFn: async () => session });
    fillAndSubmit();
    expect((await screen.findByRole('status')).textContent).toContain('Hola de nuevo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(queryClient.getQueryData(['session'])).toEqual({ user, googleEnabled: false });
  });
});

describe('RequireSession', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a spinner while the session loads, then sends a signed-out visitor to /login', async () => {
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const { router } = renderAt(<RequireSession>{() => <p>secret</p>}</RequireSession>, {
      path: '/account',
      routes: [{ path: '/login', element: <p>login</p> }],
    });
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
    answer(new Response(JSON.stringify({ user: null, googleEnabled: false }), { status: 200 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('shows the page to a signed-in customer', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/session': () => ({ status: 200, body: { user, googleEnabled: false } }) }),
    );
    renderAt(<RequireSession>{(u) => <p>hola {u.username}</p>}</RequireSession>, { path: '/account' });
    expect(await screen.findByText('hola ana')).toBeTruthy();
  });
});
