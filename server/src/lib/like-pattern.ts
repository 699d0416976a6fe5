/**
 * LIKE/ILIKE patterns from a searched text: `%` and `_` (and the escape `\`) in what the admin typed
 * match themselves, not "anything" (PostgreSQL's default escape character is the backslash).
 */

/** Escapes the LIKE wildcards of `text`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** "contains `text`": `%text%` with the wildcards of `text` escaped. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
