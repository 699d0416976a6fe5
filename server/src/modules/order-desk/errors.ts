/** The order desk's error codes: HTTP status, Spanish and English (docs/architecture.md "How errors flow"). */
import { defineErrors } from '../../lib/error-table.ts';

export const adminOrderError = defineErrors({
  order_not_found: [404, 'El pedido no existe.', 'The order does not exist.'],
  receipt_not_found: [404, 'El comprobante no existe.', 'The receipt does not exist.'],
  invalid_transition: [409, 'Ese cambio de estado no está permitido.', 'That status change is not allowed.'],
  undo_unavailable: [
    409,
    'Ese cambio de estado ya no se puede deshacer.',
    'That status change can no longer be undone.',
  ],
});
