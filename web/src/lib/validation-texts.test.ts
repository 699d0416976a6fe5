import { NUTRITION_KEYS, VALIDATION_KEYS } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/common.json';
import es from '../locales/es/common.json';
import esAdmin from '../locales/es/admin.json';
import enAdmin from '../locales/en/admin.json';

// The server sends these keys in error.fields and the forms translate them: a missing text would
// show the bare key ("validation.price") to the shopper or the owner.
describe('validation texts', () => {
  it.each([
    ['es', es],
    ['en', en],
  ])('has a %s text for every key the domain schemas use', (_lang, texts) => {
    const validation = texts.validation as Record<string, string>;
    for (const key of Object.values(VALIDATION_KEYS)) {
      const name = key.replace(/^validation\./, '');
      expect(validation[name], key).toMatch(/\S/);
    }
  });
});

// The nutrition problems are shown only in the back office's product form: their texts
// are the back office's (admin.json), out of the shopper's first-load texts.
describe('nutrition validation texts', () => {
  it.each([
    ['es', esAdmin],
    ['en', enAdmin],
  ])('has a %s text for every nutrition key', (_lang, texts) => {
    const validation = texts.validation as Record<string, string>;
    for (const key of Object.values(NUTRITION_KEYS)) {
      expect(validation[key.replace(/^validation\./, '')], key).toMatch(/\S/);
    }
  });
});
