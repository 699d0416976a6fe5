/**
 * Tells "the database cannot be reached right now" apart from other failures: such errors become a 503 with Retry-After instead of a 500, and let the catalogue serve
 * its last good copy. Drizzle wraps driver errors (DrizzleQueryError), so the whole `cause` chain
 * is searched.
 */

/** SQLSTATE codes meaning the server went away, refuses connections now, or cancelled on timeout. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a restart or a failover
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57014', // query_canceled: statement_timeout expired
  '53300', // too_many_connections
]);

/** Socket errors of an unreachable or vanished server. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Messages of node-postgres (pg, pg-pool) for lost connections and its own timeouts. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/, // pool: no connection within connectionTimeoutMillis
  /^Query read timeout$/, // client: no answer within query_timeout
  /is not queryable$/, // a client whose connection already failed
];

/**
 * True when `err` (or any error in its `cause` chain) says the database is unreachable, went
 * away, or did not answer in time; false for anything else (a constraint, a bug...).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_ERRNOS.has(code))
        return true;
    }
    if (UNAVAILABLE_MESSAGES.some((re) => re.test(e.message))) return true;
  }
  return false;
}
