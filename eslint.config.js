import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'public/build/**',
      'public/ssr/**',
      'storage/**',
      'node_modules/**',
      'coverage/**',
      'migrations/Migration*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.ts', 'shared/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts', 'migrations/**/*.ts'],
    languageOptions: {
      globals: globals.node,
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // A controller says what each route answers: the page props or the JSON of the specification.
    files: ['src/**/*.controller.ts'],
    rules: {
      '@typescript-eslint/explicit-function-return-type': ['error', { allowExpressions: true }],
    },
  },
  {
    files: ['resources/js/**/*.{ts,tsx}'],
    languageOptions: {
      globals: globals.browser,
      parserOptions: { project: './resources/js/tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // One form call on the client: every call to the server outside Inertia visits goes through useFormCall.
    files: ['resources/js/**/*.{ts,tsx}'],
    ignores: ['resources/js/hooks/use-form-call.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/http', '**/lib/http'],
              message: 'Call the server through useFormCall (hooks/use-form-call.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.js', 'jest.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // The judges' service worker: plain JavaScript copied into the build as it is.
    files: ['resources/sw/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // eslint-module-utils loads import resolvers with require(), so this one is CommonJS.
    files: ['eslint.resolver.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Which top-level folder may import which: the browser reaches the server only through shared/, shared/ stands
    // alone, and a migration must not change when app code does.
    files: ['src/**/*.ts', 'shared/**/*.ts', 'migrations/**/*.ts', 'resources/js/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        [fileURLToPath(new URL('./eslint.resolver.cjs', import.meta.url))]: { root: import.meta.dirname },
      },
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'client', pattern: 'resources/js', partialMatch: false },
        { type: 'shared', pattern: 'shared', partialMatch: false },
        { type: 'server', pattern: 'src', partialMatch: false },
        { type: 'migrations', pattern: 'migrations', partialMatch: false },
        { type: 'tests', pattern: 'test', partialMatch: false },
        { type: 'bench', pattern: 'bench', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'client' } },
              disallow: { to: { element: { types: { anyOf: ['server', 'migrations', 'tests', 'bench'] } } } },
              message: 'The browser imports its own files and @shared/ only.',
            },
            {
              from: { element: { type: 'shared' } },
              disallow: {
                to: { element: { types: { anyOf: ['client', 'server', 'migrations', 'tests', 'bench'] } } },
              },
              message: 'shared/ is read by the browser and the server alike: it imports nothing from either.',
            },
            {
              from: { element: { type: 'migrations' } },
              disallow: { to: { element: { types: { anyOf: ['client', 'server', 'tests', 'bench'] } } } },
              message: 'A migration must not change when app code does: write what it needs into it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Inside the server, a module's persistence files (one per aggregate: `*.repository.ts`, `*.queries.ts`) are its
    // own: another module reaches its data through the services it exports. The command line is left out: its
    // commands are an operator's tools that load and seed every module's rows.
    files: ['src/**/*.ts'],
    ignores: ['src/cli/**'],
    settings: {
      'boundaries/elements': [{ type: 'module', pattern: 'src/*', capture: ['module'] }],
      'boundaries/files': [{ category: 'persistence', pattern: '**/*.{repository,queries}.ts' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'module' } },
              disallow: {
                to: {
                  element: { type: 'module', captured: { module: '!{{ from.element.captured.module }}' } },
                  file: { categories: 'persistence' },
                },
              },
              message:
                "A module reaches another module's data through the services it exports, never its repositories or queries.",
            },
          ],
        },
      ],
    },
  },
);
