import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError, apiPost, errorMessage } from './api-client.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiPost', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON and returns the parsed answer', async () => {
    const fetchMock = vi.fn(async () => answer(201, { username: 'ana', email: 'ana@example.com' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiPost('/api/account/sign-up', { username: 'ana' })).resolves.toEqual({
      username: 'ana',
      email: 'ana@example.com',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/account/sign-up',
      expect.objectContaining({
        method: 'POST',
        body: '{"username":"ana"}',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    );
  });

  it("throws ApiClientError with the server's code, message and fields", async () => {
    vi.stubGlobal('fetch', async () =>
      answer(400, {
        error: {
          code: 'invalid_input',
          message: 'Revisá los datos.',
          fields: { email: 'validation.email', bad: 3 },
        },
      }),
    );
    const error = await apiPost('/api/cliente', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_input',
      message: 'Revisá los datos.',
      fields: { email: 'validation.email' },
    });
  });

  it('falls back to the status text when the answer is not JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiPost('/api/x')).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'Bad Gateway',
    });
  });
});

describe('errorMessage', () => {
  it("shows the server's message for 4xx answers and the fallback otherwise", () => {
    expect(
      errorMessage(
        new ApiClientError(409, 'username_taken', 'Ese usuario ya existe.'),
        'Error al crear la cuenta.',
      ),
    ).toBe('Ese usuario ya existe.');
    expect(
      errorMessage(new ApiClientError(500, 'internal', 'Internal Server Error'), 'Error al crear la cuenta.'),
    ).toBe('Error al crear la cuenta.');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Error al crear la cuenta.')).toBe(
      'Error al crear la cuenta.',
    );
  });
});
