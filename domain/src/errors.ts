import { z } from 'zod';

/**
 * Body of every API error response: a machine `code`, a human `message`, and for invalid input
 * `fields` mapping a field path ("email", "items.0.quantity") to an i18n key such as
 * 'validation.required'.
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Builds an ApiError body; `fields` is left out when empty or absent. */
export function apiError(code: string, message: string, fields?: Record<string, string>): ApiError {
  return fields && Object.keys(fields).length > 0
    ? { error: { code, message, fields } }
    : { error: { code, message } };
}

/**
 * Turns a zod error into ApiError `fields`: each issue's path joined with "." (the root is "")
 * mapped to its message; the first issue of a path wins, as a form shows one message per field.
 */
export function fieldsFromZodError(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in fields)) fields[path] = issue.message;
  }
  return fields;
}
