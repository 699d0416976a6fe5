/**
 * The web import boundaries of eslint.config.js (docs/architecture.md), checked by running ESLint's
 * Node API on code placed (virtually) in a feature or a shared folder: each import below points at
 * a real file, so the rules see the resolved path, however the import is spelled.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file `filePath` (from the repository root). */
async function ruleIdsFor(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.map((message) => message.ruleId);
}

describe('web import boundaries', () => {
  it('refuses a sibling-relative import between two features', async () => {
    const ids = await ruleIdsFor(
      'web/src/features/cart/boundary-fixture.ts',
      "export { usePlaceOrder } from '../checkout/api/place-order.ts';\n",
    );
    expect(ids).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses the same import spelled through app/, and a feature importing app/', async () => {
    expect(
      await ruleIdsFor(
        'web/src/features/cart/boundary-fixture.ts',
        "export { usePlaceOrder } from '../../app/../features/checkout/api/place-order.ts';\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await ruleIdsFor(
        'web/src/features/cart/boundary-fixture.ts',
        "export { readNavState } from '../../app/nav-state.ts';\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses shared code importing a feature, and allows a feature its own files and shared code', async () => {
    expect(
      await ruleIdsFor(
        'web/src/lib/boundary-fixture.ts',
        "export { usePlaceOrder } from '../features/checkout/api/place-order.ts';\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    const allowed =
      "export { usePlaceOrder } from './api/place-order.ts';\nexport { apiGet } from '../../lib/api-client.ts';\n";
    expect(await ruleIdsFor('web/src/features/checkout/boundary-fixture.ts', allowed)).toEqual([]);
  });
});
