// One flat config for every workspace: TypeScript everywhere, React rules for the browser apps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import moduleSurface from './eslint-rules/module-surface.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/migrations/**', '**/.turbo/**', 'e2e/artifacts/**', '**/playwright-report/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]", message: 'Every test must run.' },
      ],
    },
  },
  {
    files: ['apps/reader/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}', 'packages/{ui,auth,data,i18n}/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  {
    // The reader's test helpers (src/test) serve tests only: no product file imports them, so the build never ships them.
    files: ['apps/reader/src/**/*.{ts,tsx}'],
    ignores: ['apps/reader/src/**/*.test.{ts,tsx}', 'apps/reader/src/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)test/', message: 'Test helpers are for tests only.' }] }] },
  },
  {
    files: ['apps/api/**/*.ts', 'packages/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@codex/ui', '@codex/auth', '@codex/data', '@codex/i18n', 'react', 'react-dom'] }] },
  },
  {
    // A module's surface is its index.ts, an API module's and a reader feature's (ARCHITECTURE.md, docs/adr/0021, 0046).
    // Benchmarks measure engines from inside, as tests do.
    files: ['apps/api/src/**/*.{ts,mjs}', 'apps/api/test/**/*.ts', 'apps/reader/src/**/*.{ts,tsx}'],
    plugins: { codex: { rules: { 'module-surface': moduleSurface } } },
    rules: { 'codex/module-surface': 'error' },
  },
);
