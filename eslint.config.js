import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import local from './eslint/local-rules.js';

const root = fileURLToPath(new URL('.', import.meta.url));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      'test-results',
      'playwright-report',
      'public/config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { local },
    rules: {
      'local/layers': ['error', { root }],
      'local/server-modules': ['error', { root }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'landing/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'landing/**/*.{ts,tsx,js}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'local/no-cjk': 'error' },
  },
  {
    // One HTTP client: axios in src/kit/api/client.ts. Only the early calls index.html starts
    // before the bundle (and axios) have arrived use the browser's own fetch.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/kit/api/earlyCalls.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through src/kit/api (axios).' },
      ],
      'no-restricted-properties': [
        'error',
        { property: 'fetch', message: 'Call the API through src/kit/api (axios).' },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', 'eslint/**/*.js', '*.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
);
