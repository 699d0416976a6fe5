import { describe, expect, it } from 'vitest';
import { asksForJsonOnly } from './page-request.ts';

// Every page answers HTML whatever the Accept header, unless the request asks for JSON only.
describe('asksForJsonOnly', () => {
  it.each([
    undefined,
    '',
    '*/*',
    'text/html',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'application/json, */*',
    'image/*',
    'application/json;q=0, text/html',
  ])('is false for %j', (accept) => expect(asksForJsonOnly(accept)).toBe(false));

  it.each([
    'application/json',
    'Application/JSON; charset=utf-8',
    'application/problem+json, application/json;q=0.5',
    'application/json, text/html;q=0',
  ])('is true for %j', (accept) => expect(asksForJsonOnly(accept)).toBe(true));
});
