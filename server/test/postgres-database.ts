/**
 * Throw-away PostgreSQL databases for tests, next to TEST_DATABASE_URL: used by helper.ts for each
 * test file and by database-template.ts for the run's template. No vitest import, so a globalSetup
 * can use it too.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates a PostgreSQL database with a random name next to `adminUrl`, empty or a copy of the
 * database `template`; drop() removes it.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL at TEST_DATABASE_URL (${adminUrl}) is not reachable: ${(err as Error).message}`,
      {
        cause: err,
      },
    );
  }
  try {
    await createDatabase(admin, name, template);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pool.end() returns before the server has closed every backend; forcing the drop while one
      // is still closing kills it with 57P01, which surfaces as an uncaught error in the test run.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * `create database`, from `template` when given. PostgreSQL refuses to copy a template while
 * another session is connected to it ("being accessed by other users", 55006); none should be,
 * so that is only waited out briefly.
 */
async function createDatabase(admin: pg.Client, name: string, template: string | undefined): Promise<void> {
  const sqlText = template ? `create database ${name} template ${template}` : `create database ${name}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(sqlText);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
