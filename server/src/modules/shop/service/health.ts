/**
 * The health check behind GET /api/health: the database answers a trivial
 * query, within the pool's time limits (about a second when it is unreachable).
 */
import type { Db } from '../../../db/client.ts';
import { selectOne } from '../store.ts';

/** Resolves when the database answers `select 1`; rejects with the driver's error otherwise. */
export async function databaseAnswers(db: Db): Promise<void> {
  await selectOne(db);
}
