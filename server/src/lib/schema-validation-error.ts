/**
 * Maps the validation error of a route schema (fastify-type-provider-zod, issue 18) to the
 * contract's 400 `{ error: { code: 'invalid_input', message, fields } }`, exactly as the handlers
 * answered when they parsed input themselves: a body's fields carry the domain's i18n keys
 * ('validation.required'), a query string's or path's fields carry words in the request's language.
 * A route whose answers say it differently names its own mapping in its config (`inputError`).
 */
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyValidationError, validationError, type HttpError } from './http-errors.ts';
import type { Lang } from './lang.ts';

/** Turns a route's failed input (query string, path or body, rebuilt as one ZodError) into its 400. */
export type InputErrorMapper = (error: z.ZodError, lang: Lang) => HttpError;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How this route words a schema validation failure, when not as the defaults above (e.g. the
     * owner's routes, issue 19, say the reason of each bad field: modules/owner/owner-input.ts).
     */
    inputError?: InputErrorMapper;
  }
}

/**
 * Returns the HttpError for a schema validation failure, or undefined when `err` is something else.
 * @param mapper the route's own wording (route config `inputError`), if it has one.
 */
export function schemaValidationError(err: unknown, lang: Lang, mapper?: InputErrorMapper): HttpError | undefined {
  if (!hasZodFastifySchemaValidationErrors(err)) return undefined;
  // The provider flattens each zod issue to Ajv's shape; put them back together.
  const issues = err.validation.map((v) => ({
    ...(v.params as object),
    code: v.keyword,
    message: v.message ?? '',
    path: v.instancePath === '/' ? [] : v.instancePath.slice(1).split('/'),
  })) as unknown as z.core.$ZodIssue[];
  const error = new z.ZodError(issues);
  if (mapper) return mapper(error, lang);
  return (err as { validationContext?: string }).validationContext === 'body' ? bodyValidationError(error, lang) : validationError(error, lang);
}
