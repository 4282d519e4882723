import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-floor',
      'node_modules',
      'test-results',
      'playwright-report',
      'e2e/screenshots',
      'bench/.out',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Tokens must never reach the console.
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // valibot and react-router are each one module of the first load: what any page takes from them ships with it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['useSearchParams'],
              message: 'Use components/use-search-params.ts, which loads with the pages that use it.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'v',
          property: 'parse',
          message: 'Use v.safeParse: v.parse and the error it throws would ship with it.',
        },
      ],
    },
  },
);
