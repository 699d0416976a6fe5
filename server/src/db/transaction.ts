/**
 * A transaction a service opens without writing SQL. The service decides what must commit
 * together (a rule of the shop); the store functions it calls inside take the `tx` and do the
 * reading and writing, so every module's SQL stays in its store.
 */
import type { Db } from './client.ts';

/** The handle of an open transaction; store functions take it where they take `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `work` in one transaction on `db`: committed when it resolves, rolled back when it throws
 * (the error is thrown on). @returns what `work` returns.
 */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
