// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { SubscribeButton } from './subscribe-button.tsx';
import { TokenResult } from './token-result.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SubscribeButton', () => {
  it('opens the form, checks the e-mail and says where the link went', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/subscribers': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return { status: 202, body: { status: 'pending' } };
        },
      }),
    );
    renderAt(<SubscribeButton label="Quiero mi descuento" />);
    fireEvent.click(screen.getByRole('button', { name: 'Quiero mi descuento' }));
    const email = await screen.findByLabelText(/Tu e-mail/);
    fireEvent.change(email, { target: { value: 'no-es-mail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect(await screen.findByText('Ingresá un correo electrónico válido')).toBeTruthy();
    expect(bodies).toHaveLength(0);
    fireEvent.change(email, { target: { value: 'lucia@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect(await screen.findByText(/Te mandamos un correo a lucia@example\.com/)).toBeTruthy();
    expect(bodies).toEqual([{ email: 'lucia@example.com' }]);
  });

  it("shows the server's reason when it refuses (too many tries)", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/subscribers': () => ({
          status: 429,
          body: { error: { code: 'rate_limited', message: 'Demasiados intentos.' } },
        }),
      }),
    );
    renderAt(<SubscribeButton label="Suscribirme" />);
    fireEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    fireEvent.change(await screen.findByLabelText(/Tu e-mail/), { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect(await screen.findByText('Demasiados intentos.')).toBeTruthy();
  });
});

describe('TokenResult', () => {
  it("confirms with the link's token once and says where the code went", async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/subscribers/confirm': () => {
          calls += 1;
          return { status: 200, body: { status: 'confirmed', email: 'lucia@example.com' } };
        },
      }),
    );
    renderAt(<TokenResult kind="confirm" token="abcdefghijklmnopqrstuvwxyz" />);
    expect((await screen.findByTestId('subscription-result')).textContent).toMatch(
      /Confirmado.*lucia@example\.com/,
    );
    await waitFor(() => expect(calls).toBe(1));
  });

  it('says an unknown unsubscribe link is not valid', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/subscribers/unsubscribe': () => ({
          status: 404,
          body: { error: { code: 'invalid_unsubscribe_token', message: 'x' } },
        }),
      }),
    );
    renderAt(<TokenResult kind="unsubscribe" token="abcdefghijklmnopqrstuvwxyz" />);
    expect(await screen.findByText('El enlace para darte de baja no es válido.')).toBeTruthy();
  });
});
