import { VALIDATION_KEYS } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/common.json';
import es from '../locales/es/common.json';

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
