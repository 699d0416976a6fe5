import { expect, it } from 'vitest';

// vitest.setup.ts: in every test of this project console.error and console.warn are
// the fail-on-console guard's, not the runtime's own.
it('runs with the console guard on', () => {
  expect(String(console.error)).not.toContain('[native code]');
  expect(String(console.warn)).not.toContain('[native code]');
});
