// Lint rules, including DESIGN.md's import directions: domain imports nothing of ours;
// web shared code (components, lib) never imports features or app; a feature never imports
// another feature (routes in app/ compose them).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FEATURES = ['auth', 'account', 'cart', 'catalog', 'checkout', 'contact', 'deal', 'home', 'orders', 'payment', 'reviews', 'wishlist', 'access', 'admin'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'data/**', 'server/src/db/migrations/**', 'test-results/**', 'perf-results/**'] },
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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@shop/*', '**/server/**', '**/web/**'], message: 'domain/ must not depend on server or web.' }] }],
    },
  },
  {
    files: ['web/src/components/**', 'web/src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'Shared code must not import features or app (DESIGN.md).' }] }],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FEATURES.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`]),
              message: 'A feature must not import another feature; compose them in the route (DESIGN.md).',
            },
            { group: ['**/app/**'], message: 'Features must not import from app/.' },
          ],
        },
      ],
    },
  })),
);
