/**
 * Comments and test titles say why in the code's own terms, and link a decision record
 * (docs/decisions/NNNN-name.md, or "decision NNNN") where a reader needs the history. They never
 * point at the product's specification or design notes, which live outside the repository, nor at
 * an issue number of the tracker: a reader of the repository cannot open either. This file fails
 * the commit that adds such a citation to a source file, with the file:line list. An upstream
 * library's bug is linked by its URL, which this check lets through.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What is scanned, relative to the repository root: folders (walked) and single files. */
const SCANNED = ['server/src', 'server/test', 'web/src', 'web/index.html', 'domain/src', 'e2e', 'scripts'];
/** Folders never walked: installed packages, builds and test or measurement output. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'coverage',
  'data',
  'test-results',
  'playwright-report',
  'perf-results',
]);
/** Source files: scripts and types, styles, the HTML template, SQL migrations. */
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|css|html|sql)$/;

/** The specification's or the design notes' file by name, or the word "issue" (or "issues") and a number. */
const CITATION = /\bSPEC\.md\b|\bDESIGN\.md\b|\bissues? #?\d+\b/i;
/** The specification by its short name in capitals; lower case, a Playwright spec file is fine. */
const SPEC_WORD = /\bSPEC\b/;

/** Every scanned source file, repository-relative with forward slashes, in a stable order. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const visit = (rel: string) => {
    const abs = path.join(repoRoot, rel);
    if (!existsSync(abs)) return;
    const entries = readdirSync(abs, { withFileTypes: true });
    for (const entry of entries) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) visit(child);
      } else if (entry.isFile() && SOURCE_FILE.test(entry.name)) {
        files.push(child);
      }
    }
  };
  for (const rel of SCANNED) {
    if (SOURCE_FILE.test(rel)) {
      if (existsSync(path.join(repoRoot, rel))) files.push(rel);
    } else {
      visit(rel);
    }
  }
  return files.sort();
}

/** The lines of `file` that cite, as "file:line: text". */
function citations(file: string): string[] {
  const lines = readFileSync(path.join(repoRoot, file), 'utf8').split('\n');
  return lines.flatMap((line, i) =>
    CITATION.test(line) || SPEC_WORD.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 160)}`] : [],
  );
}

describe('source citations', () => {
  it('finds the source files it scans', () => {
    const files = sourceFiles();
    for (const sample of ['server/src/app.ts', 'web/index.html', 'domain/src/index.ts', 'scripts/test.mjs']) {
      expect(files).toContain(sample);
    }
  });

  it('no comment or test title cites a file or an issue a reader of the repository does not have', () => {
    const found = sourceFiles().flatMap(citations);
    expect(found, "state the rule in the code's own terms, or link docs/decisions/NNNN-name.md").toEqual([]);
  });
});
