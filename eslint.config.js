// One lint config for the whole tree: TypeScript rules plus the React hooks rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// A widget never imports another widget (nor the entry in mount/): what two widgets share lives in src/.
// `exceptTo` names the sibling folders a temporary exception still lets a widget import.
const widgetBoundary = (exceptTo = []) => [
  'error',
  {
    patterns: [
      {
        regex: exceptTo.length ? `^\\.\\./(?!\\.\\./|(?:${exceptTo.join('|')})/)` : '^\\.\\./(?!\\.\\./)',
        message:
          'A widget never imports another widget: move what they share to src/ (tests may import src/testing).',
      },
      {
        regex: '^\\.\\./\\.\\./(widgets|mount)/',
        message: 'Widgets import from src/ only (the mount contract is src/mount/types.ts).',
      },
      {
        regex: '/src/store(/store)?$',
        importNames: ['getStore'],
        message:
          'A widget reads the store from its mount context (ctx.store) or, in React, useStorefrontStore(), never getStore().',
      },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.e2e-dist',
      '.wp-e2e',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Server HTML goes through src/html/sanitize (SafeHtml).',
        },
      ],
    },
  },
  { files: ['widgets/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': widgetBoundary() } },
  {
    // A widget's test may read the registry entry that mounts it (its selector is part of the widget's contract).
    files: ['widgets/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message:
                'A widget never imports another widget: move what they share to src/ (tests may import src/testing).',
            },
            {
              regex: '^\\.\\./\\.\\./(widgets|mount/(?!registry$))',
              message: 'Widget tests import src/ (and may read mount/registry).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(widgets|mount)/',
              message: 'src/ is the shared core: it imports no widget and not the entry.',
            },
          ],
        },
      ],
    },
  },
  {
    // test support may mount a widget the way the page does (mount/registry, mount/roots), never import one
    files: ['src/testing/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)widgets/',
              message: 'src/testing mounts widgets through the registry, it imports none.',
            },
          ],
        },
      ],
    },
  },
  // The fake WordPress behaves like WordPress, not like the widgets: nothing in fixtures/ imports the code it
  // tests; the tests beside the fixtures may use the shared test helpers (src/testing) only.
  {
    files: ['fixtures/**/*.{ts,tsx}'],
    ignores: ['fixtures/**/*.test.{ts,tsx}', 'fixtures/**/*.e2e.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(src|widgets|mount)/',
              message:
                'The fake WordPress must not import the code under test (src/, widgets/, mount/): write what the platform does.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['fixtures/**/*.test.{ts,tsx}', 'fixtures/**/*.e2e.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(src/(?!testing/)|widgets/|mount/)',
              message: 'Tests beside the fixtures may import src/testing only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/html/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['tools/**', '**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
