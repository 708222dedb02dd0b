import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const SERVICES = ['api', 'agent-runner', 'model-catalog', 'dashboard'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'data/**', '.data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No export * barrels: import from the module that owns the symbol.',
        },
      ],
    },
  },
  {
    // Only configuration modules read the environment (STYLE.md: config is parsed once).
    files: ['services/*/src/**/*.ts', 'shared/*/src/**/*.ts'],
    ignores: [
      '**/config.ts',
      '**/*.test.ts',
      'shared/store/src/testing/**',
      'shared/mcp-testing/src/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
  {
    // Imports point one way (STYLE.md habit 18). Folder cycles inside a service are checked by
    // test/import-graph.test.ts, which sees the whole graph at once.
    files: ['services/*/src/**/*.{ts,tsx}', 'shared/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.base.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...SERVICES.map((service) => ({
              target: `./services/${service}`,
              from: './services',
              except: [`./${service}`],
              message: 'A service never imports another service: share it through shared/.',
            })),
            {
              target: './shared',
              from: './services',
              message: 'shared/ never imports a service.',
            },
            ...['relay', 'channels'].map((owner) => ({
              target: './services/api/src/platforms',
              from: `./services/api/src/${owner}`,
              except: ['./ports'],
              message: `A platform imports only ${owner}/ports, the ports ${owner} calls platforms through.`,
            })),
          ],
        },
      ],
    },
  },
  prettier,
);
