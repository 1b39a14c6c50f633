// The house rules for code, checked by `npm run lint` (with Prettier's check) and by `npm test`.
// Why these rules and not others: docs/decisions (tooling checks).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/data/',
    '**/.test-data/',
    '**/.test-results/',
    '**/test-results/',
    '**/playwright-report/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
  },
  js.configs.recommended,
  // Syntax-only rules: the type-aware presets cost four times the time on this code base, and
  // `npm run typecheck` already runs the compiler over every workspace.
  tseslint.configs.recommended,
  {
    rules: {
      // As the compiler's noUnusedParameters: a leading underscore marks a name kept on purpose,
      // and `const { a, ...rest } = x` is how an object loses a key.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    // The bound fields pass React Hook Form's `field` (whose `ref` is a callback, not a ref
    // object) to Mantine; the compiler's refs rule takes every read of it for a ref read.
    files: ['apps/web/src/components/form/**'],
    rules: { 'react-hooks/refs': 'off' },
  },
  {
    // `x as never` silences every check of a value: the server derives its types (generics over the
    // table or the schema) or names the one it cannot derive in a narrow helper that says why; so do
    // the web app and the shared package.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression[typeAnnotation.type='TSNeverKeyword']",
          message: 'No `as never`: derive the type, or write a narrowly typed helper that says why it cannot be.',
        },
      ],
    },
  },
  {
    // Every journey runs axe on the screens it visits only through the project's own test fixture.
    files: ['apps/web/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from './support/test' (it runs axe)." }] },
      ],
    },
  },
);
