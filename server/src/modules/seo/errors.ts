/** Errors of the link previews, in Spanish and English. */
import { defineErrors } from '../../lib/error-table.ts';

export const seoError = defineErrors({
  not_found: [404, 'No encontrado', 'Not found'],
});
