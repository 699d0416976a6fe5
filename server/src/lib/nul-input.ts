/**
 * NUL bytes (U+0000) in input: no shop field may hold one, and PostgreSQL
 * text cannot store one (the query fails, which was a 500). plugins/reject-nul.ts applies this to
 * every route's params, query and JSON body; lib/read-upload.ts to an upload's file name.
 */
import { defineErrors } from './error-table.ts';

const nulError = defineErrors({
  invalid_input: [
    400,
    'La solicitud contiene un carácter no permitido (NUL).',
    'The request contains a character that is not allowed (NUL).',
  ],
});

/** The 400 `invalid_input` for input holding a NUL byte. */
export const nulInputError = () => nulError('invalid_input');

/**
 * True when `value` (a string, or an object/array of them at any depth, keys included) contains
 * U+0000. Walks with an explicit stack, so a deeply nested JSON body cannot overflow the call stack.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
