// One lint config for the whole tree: TypeScript rules plus the React hooks rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist', '.e2e-dist', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'bench-results'] },
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
  // The fake WordPress behaves like WordPress, not like the widgets: nothing in fixtures/ imports the code it
  // tests; the tests beside the fixtures may use the shared test helpers (src/testing) only.
  {
    files: ['fixtures/**/*.{ts,tsx}'],
    ignores: ['fixtures/**/*.test.{ts,tsx}', 'fixtures/**/*.e2e.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)(src|widgets|mount)/', message: 'The fake WordPress must not import the code under test (src/, widgets/, mount/): write what the platform does.' }] }],
    },
  },
  {
    files: ['fixtures/**/*.test.{ts,tsx}', 'fixtures/**/*.e2e.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)(src/(?!testing/)|widgets/|mount/)', message: 'Tests beside the fixtures may import src/testing only.' }] }],
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
