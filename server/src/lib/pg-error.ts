/**
 * The PostgreSQL error code of a failed statement, so a service can turn a constraint the database
 * enforced (a taken slug or code, a count below what is used) into its domain error.
 */

/** unique_violation */
export const UNIQUE_VIOLATION = '23505';
/** check_violation */
export const CHECK_VIOLATION = '23514';

/** The SQLSTATE of `err` (drizzle wraps the driver's error in `cause`), or undefined. */
export function pgErrorCode(err: unknown): string | undefined {
  return (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
}
