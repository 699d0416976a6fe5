/**
 * Query keys that more than one feature touches: the feature that reads the data owns the query,
 * and another feature whose mutation changes that data invalidates it by this key (a feature may
 * not import another feature, eslint.config.js).
 */
import { ACCOUNT_DATA_KEY } from './query-client.ts';

/** Every query of the customer's own orders (GET /api/pedidos and /api/pedidos/:id). */
export const ORDERS_QUERY_KEY = [...ACCOUNT_DATA_KEY, 'pedidos'] as const;

/** The customer profile (GET /api/cliente); an order placed with "Guardar estos datos" changes it. */
export const CLIENTE_QUERY_KEY = [...ACCOUNT_DATA_KEY, 'cliente'] as const;

/** Every query of the checkout's delivery options (GET /api/delivery/options): days fill up as orders come in. */
export const DELIVERY_OPTIONS_KEY = ['delivery-options'] as const;
