/**
 * Maps the validation error of a route schema (fastify-type-provider-zod, issue 18) to the
 * contract's 400 `{ error: { code: 'invalid_input', message, fields } }`, exactly as the handlers
 * answered when they parsed input themselves: a body's fields carry the domain's i18n keys
 * ('validation.required'), a query string's or path's fields carry words in the request's language.
 */
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyValidationError, validationError, type HttpError } from './http-errors.ts';
import type { Lang } from './lang.ts';

/** Returns the HttpError for a schema validation failure, or undefined when `err` is something else. */
export function schemaValidationError(err: unknown, lang: Lang): HttpError | undefined {
  if (!hasZodFastifySchemaValidationErrors(err)) return undefined;
  // The provider flattens each zod issue to Ajv's shape; put them back together.
  const issues = err.validation.map((v) => ({
    ...(v.params as object),
    code: v.keyword,
    message: v.message ?? '',
    path: v.instancePath === '/' ? [] : v.instancePath.slice(1).split('/'),
  })) as unknown as z.core.$ZodIssue[];
  const error = new z.ZodError(issues);
  return (err as { validationContext?: string }).validationContext === 'body' ? bodyValidationError(error, lang) : validationError(error, lang);
}
