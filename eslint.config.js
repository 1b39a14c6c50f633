// The house rules for code, checked by `npm run lint` (with Prettier's check) and by `npm test`.
// Why these rules and not others: docs/decisions (tooling checks).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NO_AS_NEVER = {
  selector: "TSAsExpression[typeAnnotation.type='TSNeverKeyword']",
  message: 'No `as never`: derive the type, or write a narrowly typed helper that says why it cannot be.',
};

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
    rules: { 'no-restricted-syntax': ['error', NO_AS_NEVER] },
  },
  {
    // A name on an element that has no role (a bare div or span: Mantine's layout components, a
    // Loader's span) is an attribute ARIA forbids, and no screen reader reads it: axe finds it only
    // on the screens and at the moments a journey happens to look. Such an element takes a role
    // ('status' for a loading state, 'group', 'region') or is rendered as an element that has one
    // (component="section", "nav", "ul").
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_AS_NEVER,
        {
          selector:
            "JSXOpeningElement[name.name=/^(Box|Center|Flex|Group|Paper|SimpleGrid|Stack|Text|div|span)$/]:has(> JSXAttribute[name.name='aria-label']):not(:has(> JSXAttribute[name.name=/^(role|component)$/]))",
          message: 'A name (aria-label) on an element without a role is not read: give it a role, or render it as an element that has one.',
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
