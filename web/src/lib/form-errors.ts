/**
 * Puts the server's per-field problems (`error.fields` of a 400 answer) onto a react-hook-form
 * form, so the shopper sees them under the fields they typed.
 */
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiClientError } from './api-client.ts';

/**
 * Marks each field of `error.fields` that the form has (`formFields`) with its message: the
 * server's i18n key ('validation.required'...) when it sends one, else the server's own message.
 * Returns how many fields were marked (0 when the error carries none the form knows), so the
 * caller can still show a general message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly FieldPath<T>[],
): number {
  if (!(error instanceof ApiClientError) || !error.fields) return 0;
  let marked = 0;
  for (const [name, key] of Object.entries(error.fields)) {
    const field = formFields.find((f) => f === name);
    if (!field) continue;
    setError(
      field,
      { type: 'server', message: key.startsWith('validation.') ? key : error.message },
      { shouldFocus: marked === 0 },
    );
    marked += 1;
  }
  return marked;
}

/**
 * The text of a field error: validation keys (from the shared schemas or the server) are looked
 * up in the common texts; anything else is already a message from the server.
 */
export function fieldErrorText(
  t: (key: string, options: { ns: string }) => string,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  return message.startsWith('validation.') ? t(message, { ns: 'common' }) : message;
}
