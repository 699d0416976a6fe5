import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from './api-client.ts';
import { applyServerFieldErrors, fieldErrorText } from './form-errors.ts';

describe('applyServerFieldErrors', () => {
  it('marks the form fields named by the server with its validation keys', () => {
    const setError = vi.fn();
    const error = new ApiClientError(400, 'invalid_input', 'Revisá los datos.', {
      nombre: 'validation.required',
      email: 'validation.email',
    });
    expect(applyServerFieldErrors(error, setError, ['nombre', 'apellido', 'email'])).toBe(2);
    expect(setError).toHaveBeenCalledWith(
      'nombre',
      { type: 'server', message: 'validation.required' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'validation.email' },
      { shouldFocus: false },
    );
  });

  it('ignores fields the form does not have, and errors without fields', () => {
    const setError = vi.fn();
    expect(
      applyServerFieldErrors(
        new ApiClientError(400, 'invalid_input', 'x', { other: 'validation.required' }),
        setError,
        ['nombre'],
      ),
    ).toBe(0);
    expect(
      applyServerFieldErrors(new ApiClientError(401, 'invalid_credentials', 'x'), setError, ['nombre']),
    ).toBe(0);
    expect(applyServerFieldErrors(new Error('network'), setError, ['nombre'])).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });

  it("uses the server's message when a field's problem is not a validation key", () => {
    const setError = vi.fn();
    const error = new ApiClientError(400, 'wrong_password', 'La contraseña actual no es correcta.', {
      currentPassword: 'wrong_password',
    });
    applyServerFieldErrors(error, setError, ['currentPassword', 'newPassword']);
    expect(setError).toHaveBeenCalledWith(
      'currentPassword',
      { type: 'server', message: 'La contraseña actual no es correcta.' },
      { shouldFocus: true },
    );
  });
});

describe('fieldErrorText', () => {
  const t = (key: string, options: { ns: string }) => `${options.ns}:${key}`;
  it('translates validation keys from the common texts and passes server messages through', () => {
    expect(fieldErrorText(t, 'validation.required')).toBe('common:validation.required');
    expect(fieldErrorText(t, 'La contraseña actual no es correcta.')).toBe(
      'La contraseña actual no es correcta.',
    );
    expect(fieldErrorText(t, undefined)).toBeUndefined();
  });
});
