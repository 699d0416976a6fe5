/**
 * The first load of the home page stays small: the JavaScript the browser downloads for / before
 * a shopper can use it (the entry, what it imports at start, the app, the texts of its language),
 * measured on a real production build of the web app as `npm run perf` measures it (gzip level 9
 * of each file), and without the libraries the shopper's pages keep out of it: MUI and emotion
 * (decisions 0025, 0030: only lazy chunks load them) and zod (the forms' chunks load it).
 * docs/performance.md has the numbers and what each chunk holds.
 *
 * It reads the run's production build and its chunk graph (web-build.ts: `npm test`'s build, or
 * one made for the test when run on its own, so it runs on a clean clone too).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { webBuild } from './web-build.ts';

/**
 * The budget of the first load of /, KB of gzip: the shop's goal, 150 KB (the Preact build was
 * 150.7 KB). 142.4 KB since the browser's router does without React Router's data router
 * (decision 0039, docs/performance.md); the libraries every page runs are ~107 KB of it (react-dom,
 * react-router, i18next, TanStack Query).
 */
const FIRST_LOAD_BUDGET_KB = 150;
/** Libraries never in the first load of / (npm package names). */
const KEPT_OUT = /^(@mui\/|@emotion\/|zod$|@zod\/)/;

/** One chunk of the browser build as vite.config.ts's chunkGraphFile writes it. */
interface Chunk {
  fileName: string;
  isEntry: boolean;
  /** The module the chunk stands for: "index.html", "src/locales/es/index.ts"... */
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  /** The app's source files ("src/client.tsx") and npm packages by name ("react-dom") in it. */
  holds: string[];
}

let dist = '';
let chunks: Chunk[] = [];
beforeAll(async () => {
  const built = await webBuild();
  dist = built.dist;
  chunks = JSON.parse(readFileSync(built.chunkGraph, 'utf8')) as Chunk[];
}, 120_000);

/**
 * The chunks of the first load of / (Spanish): the entry (index.html's main.tsx), what it imports
 * when it starts (main.tsx imports the UI runtime and the app, client.tsx), the texts of the
 * default language (client.tsx loads them before the first render), and everything those import.
 */
function firstLoadChunks(): Chunk[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry && c.facade === 'index.html');
  const spanish = chunks.find((c) => c.facade === 'src/locales/es/index.ts');
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

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

describe('the first load of /', () => {
  it('holds the app, the UI runtime and the Spanish texts', () => {
    const held = new Set(firstLoadChunks().flatMap((c) => c.holds));
    for (const expected of [
      'src/client.tsx',
      'src/app/routes/home.tsx',
      'src/locales/es/index.ts',
      'react-dom',
    ])
      expect(held.has(expected), expected).toBe(true);
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
      c.holds.filter((held) => KEPT_OUT.test(held)).map((held) => `${c.fileName}: ${held}`),
    );
    expect(found).toEqual([]);
  });
});
