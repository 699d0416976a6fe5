/**
 * One voice and one set of words: the Spanish texts speak "vos" ("tenés",
 * "seleccioná", "intentalo"), never "tú"; the same thing has one name everywhere; English hours
 * read "8 am to 7 pm". Reads every locale file and the server's Spanish messages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverSrc = path.resolve(here, '../../../server/src');

/** Every text of a locale folder as [file:key, text]. */
function texts(lang: 'es' | 'en'): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') out.push([where, value]);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`);
  };
  for (const file of readdirSync(path.join(here, lang)).filter((f) => f.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(path.join(here, lang, file), 'utf8')), file);
  }
  return out;
}

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? serverSources(path.join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [path.join(dir, e.name)]
        : [],
  );
}

// "tú" forms of the verbs the shop's texts use; the vos forms carry the accent elsewhere (tenés, seleccioná).
const TU =
  /\b(tienes|puedes|quieres|necesitas|debes|sabes|eres|tú|inténtalo|selecciona(?= un| una| el| la)|ingresa(?= tu| el| la| un)|escribe(?= tu| el| la| un)|elige|recibirás|podrás|tendrás|intenta (de nuevo|nuevamente))\b/i;

describe('one voice', () => {
  it('speaks "vos" in every Spanish text of the web', () => {
    expect(texts('es').filter(([, text]) => TU.test(text))).toEqual([]);
  });

  it('speaks "vos" in the server\'s Spanish messages', () => {
    const hits = serverSources(serverSrc).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => TU.test(line) && !line.trim().startsWith('*') && !line.trim().startsWith('//'))
        .map((line) => `${path.relative(serverSrc, file)}: ${line.trim()}`),
    );
    expect(hits).toEqual([]);
  });

  it('names each thing one way: carrito (not bolsa), notas para la entrega, correo electrónico', () => {
    const es = texts('es');
    expect(es.filter(([, t]) => /\bla bolsa\b/i.test(t))).toEqual([]);
    expect(es.filter(([, t]) => /notas de la dirección/i.test(t))).toEqual([]);
    expect(es.filter(([, t]) => /^e-?mail$/i.test(t.trim()))).toEqual([]);
  });

  it('keeps an hour and its unit together in running text ("19\u00a0h", "7\u00a0pm"), so a phone never wraps "h." alone', () => {
    const sentences = [...texts('es'), ...texts('en')].filter(([, t]) => /[.!?]$/.test(t.trim()));
    expect(sentences.filter(([, t]) => /\d (h|am|pm)\b/.test(t))).toEqual([]);
  });

  it('gives the hours as "8 am to 7 pm" in English', () => {
    expect(texts('en').filter(([, t]) => /\b8 to 19\b/.test(t))).toEqual([]);
  });
});
