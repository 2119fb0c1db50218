import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries (ARCHITECTURE.md section 2): core is pure; client and server never meet. */
const SERVER_ONLY = ['fastify', '@fastify/*', 'kysely', 'pg', 'better-sqlite3'];
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(
        ['@server/*', '**/server/**', 'node:*', ...SERVER_ONLY],
        'The client never imports server code; share it through src/core.',
      ),
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: restrict(
      [
        '@server/*',
        '@client/*',
        '**/server/**',
        '**/client/**',
        'node:*',
        'react',
        'react-dom',
        ...SERVER_ONLY,
      ],
      'src/core is pure domain code: no I/O, no React, no server or client imports.',
    ),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict(
      ['@client/*', '**/client/**', 'react', 'react-dom', 'react/*'],
      'The server never imports client code; share it through src/core.',
    ),
  },
);
