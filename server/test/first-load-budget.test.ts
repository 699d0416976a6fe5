/**
 * The first load of the home page stays small: the JavaScript the browser downloads for / before
 * a shopper can use it (the entry, what it imports at start, the app, the texts of its language),
 * measured on a real production build of the web app as `npm run perf` measures it (gzip level 9
 * of each file), and without the libraries the shopper's pages keep out of it: MUI and emotion
 * (decisions 0025, 0030: only lazy chunks load them) and zod (the forms' chunks load it).
 * docs/performance.md has the numbers and what each chunk holds.
 *
 * The build is the browser's only (no server renderer), into a temporary folder inside
 * node_modules, so the test runs on a clean clone too.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The budget of the first load of /, KB of gzip: where it stood before the last cuts (160.1 KB;
 * 158.2 KB since, docs/performance.md), so it cannot grow. Issue 30's goal is 150 KB: the libraries
 * every page runs are ~124 KB of it (react-dom, react-router, i18next, TanStack Query); lower this
 * as they shrink.
 */
const FIRST_LOAD_BUDGET_KB = 160;
/** Libraries never in the first load of / (by their path in node_modules). */
const KEPT_OUT = /[\\/]node_modules[\\/](@mui|@emotion|zod|@zod)[\\/]/;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(repoRoot, 'web');
mkdirSync(path.join(repoRoot, 'node_modules', '.cache'), { recursive: true });
const outDir = mkdtempSync(path.join(repoRoot, 'node_modules', '.cache', 'first-load-'));

let chunks: Rollup.OutputChunk[] = [];
beforeAll(async () => {
  // Built as `npm run build` builds it (vitest sets NODE_ENV=test, which would build React's development code).
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const result = await build({
      root: webDir,
      configFile: path.join(webDir, 'vite.config.ts'),
      logLevel: 'silent',
      mode: 'production',
      build: { outDir, emptyOutDir: true, copyPublicDir: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    chunks = outputs.flatMap((o) => o.output).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  } finally {
    process.env.NODE_ENV = testEnv;
  }
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/**
 * The chunks of the first load of / (Spanish): the entry (index.html's main.tsx), what it imports
 * when it starts (main.tsx imports the UI runtime and the app, client.tsx), the texts of the
 * default language (client.tsx loads them before the first render), and everything those import.
 */
function firstLoadChunks(): Rollup.OutputChunk[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html'));
  const spanish = chunks.find((c) =>
    c.facadeModuleId?.endsWith(path.join('src', 'locales', 'es', 'index.ts')),
  );
  expect(entry, 'the entry chunk').toBeDefined();
  expect(spanish, 'the Spanish texts chunk').toBeDefined();
  const seen = new Set<string>();
  const pending = [entry!.fileName, ...entry!.dynamicImports, spanish!.fileName];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(byFile.get(file)?.imports ?? []));
  }
  return [...seen].map((file) => byFile.get(file)!).filter(Boolean);
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length / 1024;

describe('the first load of /', () => {
  it('holds the app, the UI runtime and the Spanish texts', () => {
    const modules = firstLoadChunks().flatMap((c) => c.moduleIds);
    for (const expected of ['src/client.tsx', 'src/app/routes/home.tsx', 'src/locales/es/index.ts'])
      expect(
        modules.some((id) => id.endsWith(expected.split('/').join(path.sep))),
        expected,
      ).toBe(true);
    expect(modules.some((id) => /[\\/]node_modules[\\/]react-dom[\\/]/.test(id))).toBe(true);
  });

  it(`is at most ${FIRST_LOAD_BUDGET_KB} KB of gzip`, () => {
    const sizes = firstLoadChunks()
      .map((c) => ({ file: c.fileName, kb: gzipKb(c.fileName) }))
      .sort((a, b) => b.kb - a.kb);
    const total = sizes.reduce((sum, s) => sum + s.kb, 0);
    const table = sizes.map((s) => `${s.kb.toFixed(1).padStart(6)} KB  ${s.file}`).join('\n');
    expect(total, `first load of / (gzip -9):\n${table}\n total ${total.toFixed(1)} KB`).toBeLessThanOrEqual(
      FIRST_LOAD_BUDGET_KB,
    );
  });

  it('has no MUI, emotion or zod', () => {
    const found = firstLoadChunks().flatMap((c) =>
      c.moduleIds
        .filter((id) => KEPT_OUT.test(id))
        .map((id) => `${c.fileName}: ${path.relative(repoRoot, id)}`),
    );
    expect(found).toEqual([]);
  });
});
