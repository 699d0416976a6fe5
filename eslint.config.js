// Lint rules, including DESIGN.md's import directions, checked on RESOLVED paths by
// eslint-plugin-import-x (a relative, aliased or absolute spelling all count): domain imports
// nothing of ours; web shared code (components, lib) never imports features or app; a feature
// never imports another feature nor app/ (routes in app/ compose them); no import cycles in web.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Every folder under web/src/features, read at config time so a new feature is fenced in at once
// (as bulletproof-react builds its zones).
const FEATURES_DIR = 'web/src/features';
const FEATURES = readdirSync(new URL(`./${FEATURES_DIR}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Every server module (server/src/modules/<name>), read the same way.
const MODULES_DIR = 'server/src/modules';
const MODULES = readdirSync(new URL(`./${MODULES_DIR}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server's import boundaries: a module reaches another only through that module's `index.ts`
 * (its exports are its public face); its store, service and routes stay its own. Paths from the
 * repository root; server/test/import-boundaries.test.ts checks that the rule fails such an import.
 */
export const serverBoundaryZones = MODULES.map((name) => ({
  target: `./${MODULES_DIR}/${name}`,
  from: `./${MODULES_DIR}`,
  except: [`./${name}`, ...MODULES.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message:
    "A module reaches another module only through that module's index.ts; export what is needed there, or use an event (docs/architecture.md).",
}));

/** The web import boundaries: `import-x/no-restricted-paths` zones, paths from the repository root. */
export const webBoundaryZones = [
  ...FEATURES.map((feature) => ({
    target: `./${FEATURES_DIR}/${feature}`,
    from: `./${FEATURES_DIR}`,
    except: [`./${feature}`],
    message:
      'A feature must not import another feature; move shared code to components/ or lib/, or compose them in app/ (DESIGN.md).',
  })),
  {
    target: `./${FEATURES_DIR}`,
    from: './web/src/app',
    message: 'Features must not import from app/ (DESIGN.md).',
  },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: [`./${FEATURES_DIR}`, './web/src/app'],
    message: 'Shared code (components, lib) must not import features or app (DESIGN.md).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'server/src/db/migrations/**',
      'test-results/**',
      'perf-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './web/tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webBoundaryZones }],
      // Only our own files: following packages (MUI, React) would make lint slow and finds nothing of ours.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './server/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: serverBoundaryZones },
      ],
    },
  },
  {
    files: ['domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shop/*', '**/server/**', '**/web/**'],
              message: 'domain/ must not depend on server or web.',
            },
          ],
        },
      ],
    },
  },
);
