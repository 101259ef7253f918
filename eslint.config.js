import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // STYLE.md habit 7: the browser never imports the server.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'src/ never imports server/; share through src/api/contract.' }] }],
    },
  },
  {
    files: ['src/ui/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/server/**'], message: 'src/ never imports server/.' },
        { group: ['**/screens/**'], message: 'ui/ and lib/ import no screen.' },
      ] }],
    },
  },
  {
    files: ['src/screens/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/server/**'], message: 'src/ never imports server/.' },
        { group: ['../../screens/**', '../*/**', '!../../**'], message: 'screens never import other screens.' },
      ] }],
    },
  },
);
