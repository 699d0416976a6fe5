/**
 * The server modules' fixed shape (docs/architecture.md, "A module"): every `src/modules/<name>/`
 * holds an index.ts and only the role files (routes, admin-routes, service, store, errors, mails,
 * subscribers, jobs, test-routes), each either one file or, once it outgrows one, a folder of that
 * name with one-purpose files. Tests sit beside what they test. A newcomer knows where a thing is
 * from its role alone; this file fails the commit that adds a `helpers.ts` or an `admin/` beside them.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
});
