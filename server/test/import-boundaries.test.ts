/**
 * The server's import rule (eslint.config.js, `serverBoundaryZones`): a module reaches another
 * module only through its index.ts. Lints source text placed inside a module, so the rule itself is
 * tested, not only today's code (which `npm run lint` checks).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RULE = 'import-x/no-restricted-paths';

/** The import-rule messages ESLint gives `code` as if it were the file `file` (repository-relative). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('server module import rule', () => {
  it("refuses a module importing another module's store", async () => {
    const errors = await boundaryErrors(
      'server/src/modules/reviews/probe.ts',
      "import { ordersWithRequests } from '../withdrawals/store.ts';\nexport const probe = ordersWithRequests;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("only through that module's index.ts");
  }, 60_000);

  it("refuses another module's service reached through the modules folder's full path", async () => {
    const errors = await boundaryErrors(
      'server/src/modules/feeds/probe.ts',
      "import { createCartService } from '../../modules/carts/service.ts';\nexport const probe = createCartService;\n",
    );
    expect(errors).toHaveLength(1);
  }, 60_000);

  it("allows another module's index.ts and the module's own files", async () => {
    const errors = await boundaryErrors(
      'server/src/modules/reviews/probe.ts',
      "import { ordersWithRequests } from '../withdrawals/index.ts';\nimport { reviewAuthor } from './review-list-service.ts';\nexport const probe = [ordersWithRequests, reviewAuthor];\n",
    );
    expect(errors).toEqual([]);
  }, 60_000);
});
