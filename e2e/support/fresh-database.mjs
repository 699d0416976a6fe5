#!/usr/bin/env node
/**
 * Makes the empty PostgreSQL database a shop server of the browser run starts on: drops the one
 * named by DATABASE_URL (left by an earlier run that was stopped) and creates it again, connected
 * through E2E_DATABASE_URL (a server the run may create databases on). The server's own start then
 * migrates and seeds it, as on a new shop. `--drop` only drops it (the run's teardown).
 */
import pg from 'pg';

const target = new URL(process.env.DATABASE_URL ?? '');
const name = decodeURIComponent(target.pathname.slice(1));
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a database name of the browser run: ${name}`);

const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  if (!process.argv.includes('--drop')) await client.query(`CREATE DATABASE ${name}`);
} finally {
  await client.end();
}
