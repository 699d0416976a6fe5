/**
 * Audit of form-error keys: /signup showed `validation.usernameTaken` and the
 * password change `validation.wrongPassword` because the server sent keys that no locale had.
 * Every `validation.*` key written anywhere in the code (server, domain, web) must have a text in
 * both languages, in the namespace the forms look it up in (common; the product form also admin).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import enAdmin from '../locales/en/admin.json';
import enCommon from '../locales/en/common.json';
import esAdmin from '../locales/es/admin.json';
import esCommon from '../locales/es/common.json';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'node_modules' || name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every `validation.x` written as a string in the code, with a file that uses it. */
function keysInCode(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const dir of ['server/src', 'domain/src', 'web/src']) {
    for (const file of sourceFiles(path.join(repo, dir))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/['"`]validation\.([A-Za-z0-9_]+)['"`]/g))
        keys.set(m[1], path.relative(repo, file));
    }
  }
  return keys;
}

describe('form error keys', () => {
  it('finds the keys the code uses (the audit reads real files)', () => {
    const keys = keysInCode();
    expect(keys.has('required')).toBe(true);
    expect(keys.has('usernameTaken')).toBe(true);
    expect(keys.has('wrongPassword')).toBe(true);
  });

  it.each([
    ['es', esCommon.validation, esAdmin.validation],
    ['en', enCommon.validation, enAdmin.validation],
  ])('has a %s text for every validation key the code uses', (_lang, common, admin) => {
    const texts: Record<string, string> = { ...admin, ...common };
    const missing = [...keysInCode()]
      .filter(([key]) => !/\S/.test(texts[key] ?? ''))
      .map(([key, file]) => `validation.${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
