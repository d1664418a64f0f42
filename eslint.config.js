// Lint for every TypeScript file: typescript-eslint's recommended rules, the
// rules of hooks, and jsx-a11y on components. Formatting is Prettier's alone.
// A disable comment names the rule and says why.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '.scratch/',
      'dist/',
      'markup-examples/assets/dist/',
      'test-results/',
      'playwright-report/',
      'screenshots/',
      'bench/results/',
      '**/*.min.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Components and hooks. (Playwright's fixtures also take a `use` callback: not a hook.)
    files: ['shared/**/*.{ts,tsx}', 'react/**/*.{ts,tsx}', 'elements/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // Unused names are mistakes, except a deliberately ignored `_` argument.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Tests read the platform's JSON answers loosely and assert on the fields they name.
    files: ['**/*.test.{ts,tsx}', 'emulator/test-support.ts', 'emulator/bootstrap-call.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'emulator/**', 'bench/**', '*.config.*'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The theme's own page scripts run in the shopper's browser.
    files: ['markup-examples/assets/js/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The theme CLI loads its build hooks as CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared/**', 'elements/**', 'react/**', 'e2e/**', 'markup-examples/assets/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
);
