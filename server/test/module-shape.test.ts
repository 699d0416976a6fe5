/**
 * The server modules' fixed shape (docs/architecture.md, "A module"): every `src/modules/<name>/`
 * holds an index.ts and only the role files (routes, admin-routes, service, store, errors, mails,
 * subscribers, jobs, test-routes), each either one file or, once it outgrows one, a folder of that
 * name with one-purpose files. Tests sit beside what they test. A newcomer knows where a thing is
 * from its role alone; this file fails the commit that adds a `helpers.ts` or an `admin/` beside them.
 * The store (store.ts or store/) is the only place of a module that queries the database: this file
 * also fails the commit that runs a Drizzle query or a raw sql`` fragment anywhere else.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');
const ROLES = ['routes', 'admin-routes', 'service', 'store', 'errors', 'mails', 'subscribers', 'jobs'];
const FILE_ONLY = ['index', 'test-routes'];

/** What breaks the shape in one module folder, as readable sentences (empty when it keeps it). */
function shapeProblems(moduleDir: string): string[] {
  const problems: string[] = [];
  const entries = readdirSync(moduleDir, { withFileTypes: true });
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('index.ts')) problems.push('has no index.ts');
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!ROLES.includes(entry.name)) problems.push(`folder ${entry.name}/ is not a role`);
      else if (names.has(`${entry.name}.ts`)) problems.push(`has both ${entry.name}.ts and ${entry.name}/`);
      const inner = readdirSync(path.join(moduleDir, entry.name), { withFileTypes: true });
      for (const file of inner) {
        if (file.isDirectory() || !file.name.endsWith('.ts'))
          problems.push(`${entry.name}/${file.name} is not a .ts file`);
      }
      continue;
    }
    const role = entry.name.replace(/(\.test)?\.ts$/, '');
    if (!entry.name.endsWith('.ts') || ![...ROLES, ...FILE_ONLY].includes(role)) {
      problems.push(`file ${entry.name} is not a role`);
    }
  }
  return problems.map((p) => `${path.basename(moduleDir)}: ${p}`);
}

// A Drizzle query started on a database or transaction handle (also split over lines), a raw
// sql`` fragment, or a value imported from drizzle-orm (its operators build queries).
const QUERY_PATTERNS = [
  /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|transaction|query)\b/,
  /\bsql\s*(?:<[^>]*>)?\s*`/,
  /import\s+(?!type\b)[^;]*?from\s+'drizzle-orm'/,
];

/** The files of one module, outside its store and its tests, that query the database, as sentences. */
function sqlOutsideStore(moduleDir: string): string[] {
  const problems: string[] = [];
  const visit = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (relPath !== 'store') visit(path.join(dir, entry.name), relPath);
        continue;
      }
      if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts') || relPath === 'store.ts') continue;
      const text = readFileSync(path.join(dir, entry.name), 'utf8');
      if (QUERY_PATTERNS.some((p) => p.test(text)))
        problems.push(`${path.basename(moduleDir)}: ${relPath} runs SQL`);
    }
  };
  visit(moduleDir, '');
  return problems;
}

describe('server module shape', () => {
  const modules = readdirSync(MODULES_DIR, { withFileTypes: true }).filter((e) => e.isDirectory());

  it('finds the modules', () => {
    expect(modules.map((m) => m.name)).toEqual(expect.arrayContaining(['orders', 'payments', 'catalog']));
  });

  it('names a stray file, a stray folder and a role kept twice', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'module-shape-'));
    try {
      for (const file of ['index.ts', 'helpers.ts', 'service.ts', 'service/prices.ts', 'admin/x.ts']) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), '');
      }
      const name = path.basename(dir);
      expect(shapeProblems(dir).sort()).toEqual(
        [
          `${name}: file helpers.ts is not a role`,
          `${name}: folder admin/ is not a role`,
          `${name}: has both service.ts and service/`,
        ].sort(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps every module to its index and role files or role folders', () => {
    expect(modules.flatMap((m) => shapeProblems(path.join(MODULES_DIR, m.name)))).toEqual([]);
  });

  it('names a file outside the store that queries the database, in any of the ways', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'module-sql-'));
    try {
      const files: Record<string, string> = {
        'index.ts': "export { list } from './service/list.ts';\n",
        'service/list.ts': 'export const list = (db: Db) =>\n  db\n    .select()\n    .from(things);\n',
        'service/raw.ts': 'export const now = sql<Date>`now()`;\n',
        'jobs.ts': "import { eq } from 'drizzle-orm';\n",
        'routes.ts':
          "import type { SQL } from 'drizzle-orm';\nexport const run = (tx: Tx) => inTransaction(db, work);\n",
        'store.ts':
          "import { eq, sql } from 'drizzle-orm';\nexport const f = (db: Db) => db.select().from(t);\n",
        'store/more.ts': 'export const g = (tx: Tx) => tx.update(t).set({ at: sql`now()` });\n',
        'service/list.test.ts': 'await db.delete(things);\n',
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      }
      const name = path.basename(dir);
      expect(sqlOutsideStore(dir).sort()).toEqual(
        [
          `${name}: jobs.ts runs SQL`,
          `${name}: service/list.ts runs SQL`,
          `${name}: service/raw.ts runs SQL`,
        ].sort(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps every module's SQL in its store", () => {
    expect(modules.flatMap((m) => sqlOutsideStore(path.join(MODULES_DIR, m.name)))).toEqual([]);
  });
});
